import { BaseError, UserRejectedRequestError } from 'viem'

/** True when the wallet said no (EIP-1193 4001), however deeply wagmi and viem wrapped it. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof BaseError) return error.walk((cause) => cause instanceof UserRejectedRequestError) !== null
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UserRejectedRequestError.code
}
