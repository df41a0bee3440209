import { UnsupportedProviderMethodError, UserRejectedRequestError, MethodNotFoundRpcError } from 'viem'
import { describe, expect, test } from 'vitest'
import { walletCannotSignPermit } from './permit'

describe('walletCannotSignPermit', () => {
  test('behavior: an unsupported method or unknown method falls back to approve', () => {
    expect(walletCannotSignPermit(new UnsupportedProviderMethodError(new Error('no')))).toBe(true)
    expect(walletCannotSignPermit(new MethodNotFoundRpcError(new Error('no')))).toBe(true)
    expect(walletCannotSignPermit({ shortMessage: 'x', cause: { code: 4200 } })).toBe(true)
  })

  test('behavior: a person saying no is not a wallet that cannot sign', () => {
    expect(walletCannotSignPermit(new UserRejectedRequestError(new Error('no')))).toBe(false)
    expect(walletCannotSignPermit(new Error('boom'))).toBe(false)
    expect(walletCannotSignPermit(undefined)).toBe(false)
  })
})
