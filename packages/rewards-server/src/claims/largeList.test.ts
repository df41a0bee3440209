// 100,000 recipients: the list is read, validated and built once, the root matches the deployed contract,
// and proofs for the first, a middle and the last entry are accepted by the contract in real transactions.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalChain, type LocalChain } from '@stardust/contracts/local-chain'
import { getAddress, type Hex } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { createClaimsServer, type ClaimResponse } from './createClaimsServer.js'
import { readAirdropList } from './loadClaimAirdrops.js'
import { CHAIN_ID, clientFor, deployClaimFor, get, sendClaim } from './test/claimsChain.js'

const RECIPIENTS = 100_000
/** Distinct, cheap, valid addresses (lowercase needs no checksum): 0xa0…01 to 0xa0…186a1. */
const addressOf = (i: number) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
let chain: LocalChain | undefined
let dir: string | undefined

afterAll(async () => {
  await chain?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('behavior: a 100,000-entry list serves proofs the contract accepts', { timeout: 600_000 }, async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'claims-large-'))
  const file = path.join(dir, 'airdrop-5000.csv')
  writeFileSync(file, `address,amount\n${Array.from({ length: RECIPIENTS }, (_, i) => `${addressOf(i)},${(i % 1000) + 1}000000000000000000`).join('\n')}\n`)
  const [airdrop, started] = await Promise.all([Promise.resolve().then(() => readAirdropList(file, CHAIN_ID)), startLocalChain({ chainId: CHAIN_ID })])
  chain = started
  expect(airdrop.entries).toHaveLength(RECIPIENTS)
  const { claim } = await deployClaimFor(chain.url, airdrop.root, airdrop.total)
  const publicClient = clientFor(chain.url)
  const server = createClaimsServer({ airdrops: [{ chainId: CHAIN_ID, contract: claim, airdrop, source: file }], getClient: () => publicClient })

  for (const i of [0, 54_321, RECIPIENTS - 1]) {
    const response = await get(server.handle, `claims/${CHAIN_ID}/${addressOf(i)}`)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as ClaimResponse
    expect(data.amount).toBe(`${(i % 1000) + 1}000000000000000000`)
    expect(data.proof.length).toBeGreaterThanOrEqual(16)
    expect(await sendClaim(chain.url, claim, getAddress(addressOf(i)), BigInt(data.amount), data.proof as Hex[])).toBe('success')
  }
  expect((await get(server.handle, `claims/${CHAIN_ID}/${addressOf(RECIPIENTS)}`)).status).toBe(404)
})
