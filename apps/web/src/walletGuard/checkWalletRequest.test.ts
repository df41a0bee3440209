import { starClaimAbi, starSaleAbi, starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { encodeFunctionData, toHex, type Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { checkWalletRequest, type WalletRequest } from './checkWalletRequest'
import { buildWalletAllowlist } from './walletAllowlist'

const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const staking: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const sale: Address = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const claim: Address = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const allowlist = buildWalletAllowlist({ 5000: { chainId: 5000, token, staking, sale, claim } })

const tx = (to: Address, data: `0x${string}`, extra: Record<string, unknown> = {}): WalletRequest => ({
  method: 'eth_sendTransaction',
  params: [{ from: account, to, data, ...extra }],
  walletChainId: 5000,
})
const stake = encodeFunctionData({ abi: starStakingAbi, functionName: 'stake', args: [10n] })
const approve = (spender: Address) => encodeFunctionData({ abi: starTokenAbi, functionName: 'approve', args: [spender, 10n] })
const buy = encodeFunctionData({ abi: starSaleAbi, functionName: 'buy', args: [1n, 0n] })
const claimCall = encodeFunctionData({ abi: starClaimAbi, functionName: 'claim', args: [account, 1n, []] })
const permit = (overrides: { verifyingContract?: Address; spender?: Address; chainId?: number; primaryType?: string } = {}) => ({
  method: 'eth_signTypedData_v4',
  params: [
    account,
    JSON.stringify({
      domain: { name: 'Stardust', version: '1', chainId: overrides.chainId ?? 5000, verifyingContract: overrides.verifyingContract ?? token },
      types: { Permit: [{ name: 'owner', type: 'address' }] },
      primaryType: overrides.primaryType ?? 'Permit',
      message: { owner: account, spender: overrides.spender ?? staking, value: '10', nonce: '0', deadline: '1' },
    }),
  ],
  walletChainId: 5000,
})
const refusal = (request: WalletRequest) => {
  const check = checkWalletRequest(allowlist, request)
  return check.ok ? 'ok' : check.reason
}

describe('checkWalletRequest', () => {
  test('default: every call, signature and asset the site asks for passes', () => {
    expect(refusal(tx(staking, stake))).toBe('ok')
    expect(refusal(tx(token, approve(staking)))).toBe('ok')
    expect(refusal(tx(sale, buy, { value: toHex(10n ** 15n) }))).toBe('ok')
    expect(refusal(tx(claim, claimCall, { chainId: '0x1388' }))).toBe('ok')
    expect(refusal(permit())).toBe('ok')
    const claimTo = { domain: { name: 'StarClaim', version: '1', chainId: 5000, verifyingContract: claim.toLowerCase() }, primaryType: 'ClaimTo', message: {} }
    expect(refusal({ method: 'eth_signTypedData_v4', params: [account, claimTo], walletChainId: 5000 })).toBe('ok')
    expect(refusal({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: { address: token, symbol: 'STAR', decimals: 18 } }, walletChainId: 5000 })).toBe('ok')
    const calls = [{ to: token, data: approve(staking) }, { to: staking, data: stake }]
    expect(refusal({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1388', calls, atomicRequired: true }], walletChainId: 5000 })).toBe('ok')
  })

  test('behavior: methods that neither sign nor send pass untouched (reads, chain switch, sign-in)', () => {
    for (const method of ['eth_chainId', 'eth_accounts', 'wallet_switchEthereumChain', 'wallet_getCapabilities', 'personal_sign'])
      expect(refusal({ method, params: [] })).toBe('ok')
  })

  test('behavior: method_not_allowed for signing methods the site never uses', () => {
    expect(refusal({ method: 'eth_sign', params: [account, '0x12'] })).toBe('method_not_allowed')
    expect(refusal({ method: 'eth_sendRawTransaction', params: ['0x02'] })).toBe('method_not_allowed')
  })

  test('behavior: chain_not_allowed on a chain without allowlisted contracts, chain_mismatch when the request names another chain', () => {
    expect(refusal({ ...tx(staking, stake), walletChainId: 1 })).toBe('chain_not_allowed')
    expect(refusal(tx(staking, stake, { chainId: '0x1' }))).toBe('chain_mismatch')
    expect(refusal(permit({ chainId: 42161 }))).toBe('chain_mismatch')
  })

  test('behavior: contract_not_allowed for another target, and for a contract creation', () => {
    expect(refusal(tx(stranger, stake))).toBe('contract_not_allowed')
    expect(refusal({ method: 'eth_sendTransaction', params: [{ from: account, data: '0x6080' }], walletChainId: 5000 })).toBe('contract_not_allowed')
  })

  test('behavior: function_not_allowed for a selector the site does not call there, or no selector', () => {
    const transfer = encodeFunctionData({ abi: starTokenAbi, functionName: 'transfer', args: [stranger, 1n] })
    expect(refusal(tx(token, transfer))).toBe('function_not_allowed')
    // stake's selector sent to the token: listed for staking only
    expect(refusal(tx(token, stake))).toBe('function_not_allowed')
    expect(refusal(tx(staking, '0x'))).toBe('function_not_allowed')
  })

  test('behavior: value_not_allowed on a function that is not payable', () => {
    expect(refusal(tx(staking, stake, { value: '0x1' }))).toBe('value_not_allowed')
  })

  test("behavior: spender_not_allowed for an approval or a permit to anyone but the chain's staking contract", () => {
    expect(refusal(tx(token, approve(stranger)))).toBe('spender_not_allowed')
    expect(refusal(permit({ spender: stranger }))).toBe('spender_not_allowed')
    const calls = [{ to: token, data: approve(stranger) }, { to: staking, data: stake }]
    expect(refusal({ method: 'wallet_sendCalls', params: [{ chainId: '0x1388', calls }], walletChainId: 5000 })).toBe('spender_not_allowed')
  })

  test('behavior: typed_data_not_allowed for another verifying contract or primary type', () => {
    expect(refusal(permit({ verifyingContract: stranger }))).toBe('typed_data_not_allowed')
    expect(refusal(permit({ primaryType: 'Transfer' }))).toBe('typed_data_not_allowed')
  })

  test("behavior: asset_not_allowed for watching anything but the chain's STAR", () => {
    expect(refusal({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: { address: stranger } }, walletChainId: 5000 })).toBe('asset_not_allowed')
  })

  test('behavior: malformed requests are refused, never passed', () => {
    expect(refusal({ method: 'eth_sendTransaction', params: [], walletChainId: 5000 })).toBe('malformed')
    expect(refusal({ method: 'eth_signTypedData_v4', params: [account, '{not json'], walletChainId: 5000 })).toBe('malformed')
    expect(refusal({ method: 'wallet_sendCalls', params: [{ chainId: '0x1388', calls: [] }], walletChainId: 5000 })).toBe('malformed')
    expect(refusal({ ...tx(staking, stake), walletChainId: undefined })).toBe('malformed')
    expect(refusal(tx(sale, buy, { value: 'lots' }))).toBe('malformed')
  })

  test('behavior: a batch with one stray call is refused whole', () => {
    const calls = [{ to: staking, data: stake }, { to: stranger, data: stake }]
    expect(refusal({ method: 'wallet_sendCalls', params: [{ chainId: '0x1388', calls }], walletChainId: 5000 })).toBe('contract_not_allowed')
  })
})
