import { starStakingAbi } from '@stardust/contracts'
import { encodeFunctionData, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { guardProvider } from './guardProvider'
import { buildWalletAllowlist } from './walletAllowlist'
import { isWalletRequestRefusal, WalletRequestRefusedError } from './walletRequestRefusedError'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const staking: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const allowlist = buildWalletAllowlist({ 5000: { chainId: 5000, token, staking } })
const stake = encodeFunctionData({ abi: starStakingAbi, functionName: 'stake', args: [1n] })

/** A wallet that records what reaches it and answers eth_chainId with its chain. */
function wallet(chainId: string) {
  const seen: string[] = []
  return {
    seen,
    listeners: 0,
    on() {
      this.listeners++
    },
    async request({ method }: { method: string; params?: unknown }) {
      seen.push(method)
      return method === 'eth_chainId' ? chainId : '0xhash'
    },
  }
}

describe('guardProvider', () => {
  test('default: an allowed transaction reaches the wallet, after the chain id is asked', async () => {
    const inner = wallet('0x1388')
    const guarded = guardProvider(inner, { allowlist })
    await expect(guarded.request({ method: 'eth_sendTransaction', params: [{ to: staking, data: stake }] })).resolves.toBe('0xhash')
    expect(inner.seen).toEqual(['eth_chainId', 'eth_sendTransaction'])
  })

  test('behavior: a refused request never reaches the wallet, throws the refusal and is reported', async () => {
    const inner = wallet('0x1388')
    const reported: WalletRequestRefusedError[] = []
    const guarded = guardProvider(inner, { allowlist, onRefused: (refusal) => reported.push(refusal) })
    const error = await guarded.request({ method: 'eth_sendTransaction', params: [{ to: token, data: stake }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletRequestRefusedError)
    expect(isWalletRequestRefusal(new Error('wrapped', { cause: error }))).toBe(true)
    expect(reported.map((r) => [r.method, r.reason])).toEqual([['eth_sendTransaction', 'function_not_allowed']])
    expect(inner.seen).toEqual(['eth_chainId'])
  })

  test('behavior: the wallet on a chain outside the allowlist: refused', async () => {
    const inner = wallet('0x1')
    const guarded = guardProvider(inner, { allowlist })
    await expect(guarded.request({ method: 'eth_sendTransaction', params: [{ to: staking, data: stake }] })).rejects.toMatchObject({ reason: 'chain_not_allowed' })
    expect(inner.seen).not.toContain('eth_sendTransaction')
  })

  test('behavior: reads pass straight through; other members stay the wallet own; one proxy per provider', async () => {
    const inner = wallet('0x1388')
    const guarded = guardProvider(inner, { allowlist })
    await guarded.request({ method: 'eth_accounts' })
    guarded.on()
    expect(inner.seen).toEqual(['eth_accounts'])
    expect(inner.listeners).toBe(1)
    expect(guardProvider(inner, { allowlist })).toBe(guarded)
  })
})
