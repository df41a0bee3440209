import {
  BaseError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  TimeoutError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { isUserRejection } from '@stardust/wallet-auth'
import { isWalletRequestRefusal } from '@/walletGuard/walletRequestRefusedError'
import type { TxTexts } from './texts'

export type TxErrorKind = 'rejected' | 'not_allowed' | 'insufficient_funds' | 'contract' | 'timeout' | 'chain_mismatch' | 'switch_failed' | 'in_flight' | 'unknown'

export type DescribedTxError = {
  kind: TxErrorKind
  /** The words the page shows. */
  message: string
  /** The contract's custom error name, when it reverted with one. */
  errorName?: string | undefined
}

/** `texts`: the page's words (txTexts of its catalog). */
export type DescribeTxErrorParameters = { chainName: string; nativeSymbol: string; texts: TxTexts }

/** Every error in the cause chain, outermost first (viem's walk stops at non-viem errors; wagmi's are another class). */
function chain(error: unknown): unknown[] {
  const out: unknown[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && out.length < 20 && !out.includes(current)) {
    out.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return out
}

const named = (error: unknown, ...names: string[]) => names.includes((error as { name?: unknown })?.name as string)
const codeOf = (error: unknown) => (error as { code?: unknown })?.code

/**
 * Turns any failure of the transaction flow (wallet, RPC, simulation, receipt wait) into one sentence.
 * Pure: no raw RPC text is ever returned, only the page's words and a custom error's name.
 */
export function describeTxError(error: unknown, { chainName, nativeSymbol, texts: TX_TEXTS }: DescribeTxErrorParameters): DescribedTxError {
  const causes = chain(error)
  // The site's own guard stopped the request before the wallet saw it (src/walletGuard): nothing was sent.
  if (isWalletRequestRefusal(error)) return { kind: 'not_allowed', message: TX_TEXTS.guardRefused }
  // The one judgement the whole site uses (sign-in, signatures, permits): the same shapes are a refusal everywhere.
  if (isUserRejection(error))
    return { kind: 'rejected', message: TX_TEXTS.errors.rejected }
  const reverted = causes.find((e): e is ContractFunctionRevertedError => e instanceof ContractFunctionRevertedError)
  const errorName = reverted?.data?.errorName
  if (errorName) return { kind: 'contract', errorName, message: TX_TEXTS.contractErrors[errorName] ?? TX_TEXTS.errors.contract(errorName) }
  if (causes.some((e) => e instanceof InsufficientFundsError || (e instanceof BaseError && /insufficient funds/i.test(e.details ?? ''))))
    return { kind: 'insufficient_funds', message: TX_TEXTS.errors.insufficientFunds(nativeSymbol) }
  if (causes.some((e) => e instanceof WaitForTransactionReceiptTimeoutError || e instanceof TimeoutError))
    return { kind: 'timeout', message: TX_TEXTS.errors.timeout }
  if (causes.some((e) => named(e, 'ChainMismatchError', 'ConnectorChainMismatchError')))
    return { kind: 'chain_mismatch', message: TX_TEXTS.errors.chainMismatch(chainName) }
  if (causes.some((e) => named(e, 'SwitchChainNotSupportedError', 'SwitchChainError') || codeOf(e) === 4902))
    return { kind: 'switch_failed', message: TX_TEXTS.errors.switchFailed(chainName) }
  if (reverted) return { kind: 'contract', message: TX_TEXTS.errors.reverted }
  return { kind: 'unknown', message: TX_TEXTS.errors.unknown }
}
