import { MethodNotFoundRpcError, UnsupportedProviderMethodError, UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { watchOutcome } from './watchOutcome'

test('default: true is added', () => {
  expect(watchOutcome({ result: true })).toBe('added')
})

test('behavior: false and the person saying no are "not added"', () => {
  expect(watchOutcome({ result: false })).toBe('refused')
  expect(watchOutcome({ error: new UserRejectedRequestError(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })).toBe('refused')
  expect(watchOutcome({ error: { code: 4001, message: 'User rejected the request.' } })).toBe('refused')
})

test('behavior: a wallet without the method, or failing its own way, cannot add tokens', () => {
  expect(watchOutcome({ error: new MethodNotFoundRpcError(new Error('The method "wallet_watchAsset" does not exist / is not available.')) })).toBe('unsupported')
  expect(watchOutcome({ error: new UnsupportedProviderMethodError(new Error('unsupported')) })).toBe('unsupported')
  expect(watchOutcome({ error: new Error('Internal JSON-RPC error.') })).toBe('unsupported')
})
