import type { SalePhase } from '@/onchain/saleFigures'

export type PurchaseRefusal =
  | { kind: 'not-started' }
  | { kind: 'ended' }
  | { kind: 'paused' }
  | { kind: 'sold-out' }
  | { kind: 'cap-reached' }
  | { kind: 'over-cap'; left: bigint }
  | { kind: 'over-balance' }
  | { kind: 'too-small' }

/**
 * Why the contract would refuse this purchase, known before the wallet prompt: the window, pause, the
 * caps and the wallet's balance, in the order the contract checks them. Undefined: nothing known stops it.
 */
export function purchaseRefusal({ phase, paused, remaining, remainingForWallet, tokens, payment, balance }: {
  phase: SalePhase
  paused: boolean
  remaining: bigint
  remainingForWallet: bigint
  tokens: bigint | undefined
  payment: bigint | undefined
  balance: bigint
}): PurchaseRefusal | undefined {
  if (paused) return { kind: 'paused' }
  if (phase === 'not-started') return { kind: 'not-started' }
  if (phase === 'ended') return { kind: 'ended' }
  if (remaining === 0n) return { kind: 'sold-out' }
  if (remainingForWallet === 0n) return { kind: 'cap-reached' }
  if (payment !== undefined && payment > balance) return { kind: 'over-balance' }
  if (tokens === 0n && payment !== undefined && payment > 0n) return { kind: 'too-small' }
  if (tokens !== undefined && tokens > remainingForWallet) return { kind: 'over-cap', left: remainingForWallet }
  return undefined
}
