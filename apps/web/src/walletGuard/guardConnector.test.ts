import { starStakingAbi } from '@stardust/contracts'
import { encodeFunctionData, http, type Address } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { connect, sendTransaction } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { guardConnectors } from './guardConnector'
import { buildWalletAllowlist } from './walletAllowlist'
import { isWalletRequestRefusal, WalletRequestRefusedError } from './walletRequestRefusedError'

const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const staking: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const allowlist = buildWalletAllowlist({ 1: { chainId: 1, token, staking } })
const stake = encodeFunctionData({ abi: starStakingAbi, functionName: 'stake', args: [1n] })

function setup() {
  const config = createConfig({ chains: [mainnet], connectors: [mock({ accounts: [account] })], transports: { [mainnet.id]: http('http://127.0.0.1:1') } })
  const refused: WalletRequestRefusedError[] = []
  guardConnectors(config, { allowlist, onRefused: (refusal) => refused.push(refusal) })
  return { config, refused }
}

describe('guardConnectors', () => {
  test('default: a wagmi action through a connector of the config is refused before the wallet, and reported', async () => {
    const { config, refused } = setup()
    await connect(config, { connector: config.connectors[0]! })
    const error = await sendTransaction(config, { to: stranger, data: stake }).catch((e: unknown) => e)
    expect(isWalletRequestRefusal(error)).toBe(true)
    expect(refused.map((r) => r.reason)).toEqual(['contract_not_allowed'])
  })

  test('behavior: a connector wagmi adds later (an EIP-6963 announcement) is guarded too', async () => {
    const { config, refused } = setup()
    const late = config._internal.connectors.setup(mock({ accounts: [account] }))
    config._internal.connectors.setState((connectors) => [...connectors, late])
    const provider = (await late.getProvider()) as { request: (a: { method: string; params?: unknown }) => Promise<unknown> }
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ from: account, to: stranger, data: stake }] })).rejects.toBeInstanceOf(WalletRequestRefusedError)
    expect(refused).toHaveLength(1)
  })
})
