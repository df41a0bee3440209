'use client'

import { encodeFunctionData, toHex, type Abi, type Address } from 'viem'
import { checkWalletRequest, type WalletRequestCheck } from './checkWalletRequest'
import { reportWalletRefusal } from './reportRefusal'
import { SITE_WALLET_ALLOWLIST } from './siteWalletAllowlist'
import { WalletRequestRefusedError } from './walletRequestRefusedError'

type Call = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint }

/**
 * The guard's check of a contract call before the flow simulates it (the provider's check runs again just before
 * the wallet): a call the build does not allow stops here with the plain line, not with a simulation error.
 * Throws WalletRequestRefusedError (reported once, with the page's line `refused`) when refused.
 */
export function assertCallAllowed(chainId: number, { address, abi, functionName, args, value }: Call, refused: string): void {
  const data = encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  const tx = { to: address, data, value: toHex(value ?? 0n), chainId: toHex(chainId) }
  const check = checkWalletRequest(SITE_WALLET_ALLOWLIST, { method: 'eth_sendTransaction', params: [tx], walletChainId: chainId })
  if (check.ok) return
  const refusal = new WalletRequestRefusedError('eth_sendTransaction', check.reason, check.detail)
  reportWalletRefusal(refusal, refused)
  throw refusal
}

/** The claim's contract (from the deployments record, an API answer or published proofs) against the build's. */
export function checkClaimContract(chainId: number, contract: string | null | undefined): WalletRequestCheck {
  const chain = SITE_WALLET_ALLOWLIST.chains[String(chainId)]
  const listed = chain && contract ? chain.contracts[contract.toLowerCase()] : undefined
  if (listed?.key === 'claim') return { ok: true }
  return { ok: false, reason: chain ? 'contract_not_allowed' : 'chain_not_allowed', detail: `${String(contract)} is not the claim contract of chain ${chainId}` }
}
