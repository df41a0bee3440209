import { expect, test } from 'vitest'
import { es419 } from '@/i18n/messages/es-419'
import { proofFile } from './proofFile'

test('default: the proof file carries the contract, the claim arguments and how to use them', () => {
  const { name, text } = proofFile({
    chainId: 5000,
    chainName: 'Mantle',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: 1_250_000_000_000_000_000_000n,
    proof: [`0x${'ab'.repeat(32)}`],
    deadline: 1_800_000_000,
    howTo: es419.claims.proofHowTo,
  })
  expect(name).toBe('stardust-claim-5000-0x70997970c51812dc3a010c7d01b50e0d17dc79c8.json')
  expect(JSON.parse(text)).toMatchObject({
    chainId: 5000,
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    function: 'claim(address account, uint256 amount, bytes32[] proof)',
    amount: '1250000000000000000000',
    proof: [`0x${'ab'.repeat(32)}`],
    deadlineUtc: '2027-01-15T08:00:00.000Z',
    // The explanation is in the page's language.
    howTo: es419.claims.proofHowTo,
  })
})
