import { starStakingAbi } from '@stardust/contracts'
import { toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { canonicalAllowlistJson, walletAllowlistSha256 } from './allowlistHash'
import { buildWalletAllowlist } from './walletAllowlist'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const staking = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const

describe('buildWalletAllowlist', () => {
  test('default: selectors and payability come from the ABIs, addresses from the record, per chain', () => {
    const allowlist = buildWalletAllowlist({ 5000: { chainId: 5000, token, staking } })
    const chain = allowlist.chains['5000']!
    expect(Object.keys(chain.contracts)).toEqual([token.toLowerCase(), staking.toLowerCase()])
    const stake = starStakingAbi.find((item) => item.type === 'function' && item.name === 'stake')!
    expect(chain.contracts[staking.toLowerCase()]!.functions[toFunctionSelector(stake as never)]).toEqual({ name: 'stake', payable: false })
    expect(chain.contracts[token.toLowerCase()]!.functions['0x095ea7b3']).toEqual({ name: 'approve', payable: false, spenderFirst: true })
    expect(chain.spenders).toEqual([staking.toLowerCase()])
    expect(chain.typedData).toEqual([{ verifyingContract: token.toLowerCase(), primaryType: 'Permit', name: 'Stardust', version: '1' }])
    expect(chain.assets).toEqual([token.toLowerCase()])
  })

  test('behavior: a chain without a deployment is not in the allowlist', () => {
    expect(buildWalletAllowlist({}).chains).toEqual({})
  })
})

describe('walletAllowlistSha256', () => {
  test('default: the same allowlist gives the same hash whatever the key order; another record another hash', () => {
    const a = buildWalletAllowlist({ 5000: { chainId: 5000, token, staking }, 42161: { chainId: 42161, token } })
    const b = buildWalletAllowlist({ 42161: { chainId: 42161, token }, 5000: { chainId: 5000, token, staking } })
    expect(canonicalAllowlistJson(a)).toBe(canonicalAllowlistJson(b))
    expect(walletAllowlistSha256(a)).toBe(walletAllowlistSha256(b))
    expect(walletAllowlistSha256(a)).toMatch(/^0x[0-9a-f]{64}$/)
    expect(walletAllowlistSha256(buildWalletAllowlist({ 5000: { chainId: 5000, token } }))).not.toBe(walletAllowlistSha256(a))
  })
})
