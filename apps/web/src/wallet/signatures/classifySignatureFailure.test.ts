import { createWalletClient, custom } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { classifySignatureFailure } from './classifySignatureFailure'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address

/** What the page catches when an injected wallet throws `thrown` from eth_signTypedData_v4: viem's own wrapping, as wagmi sets it up (no retries). */
async function failureThrough(thrown: unknown): Promise<unknown> {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_signTypedData_v4') throw thrown
      throw new Error(`unexpected ${method}`)
    },
  }
  const client = createWalletClient({ account, transport: custom(provider, { retryCount: 0 }) })
  try {
    await client.signTypedData({ domain: { name: 'Stardust', version: '1', chainId: 5000 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } })
  } catch (error) {
    return error
  }
  throw new Error('signTypedData did not fail')
}

const rpcError = (code: number | string, message: string) => Object.assign(new Error(message), { code })

// What wallets throw in the field (sources in @stardust/test-wallet's README).
const CANNOT_SIGN: [string, unknown][] = [
  ['4200 unsupported method (Zodiac Pilot)', rpcError(4200, 'The method eth_signTypedData_v4 is not supported by this wallet.')],
  ['-32601 method not found (imToken)', rpcError(-32601, 'The method "eth_signTypedData_v4" does not exist / is not available.')],
  ['a plain Error with no code', new Error('eth_signTypedData_v4 is not yet supported')],
  ['-32000 with Trust Wallet\'s words', rpcError(-32000, "The operation couldn't be completed. (TrustWalletConnect.WCError error 1.)")],
  ['-32603 internal error', rpcError(-32603, 'Internal JSON-RPC error.')],
  ['-32602 invalid params (a wallet that only knows v3)', rpcError(-32602, 'Invalid parameters: must provide an Ethereum address.')],
  ['4100 unauthorized (locked)', rpcError(4100, 'The requested account and/or method has not been authorized by the user.')],
  ['a bare string', 'eth_signTypedData_v4 failed'],
  ['an object with only a message', { message: 'Signing is not available on this network' }],
  ['undefined', undefined],
]

const REFUSED: [string, unknown][] = [
  ['4001 (MetaMask)', rpcError(4001, 'MetaMask Typed Message Signature: User denied message signature.')],
  ['4001 with no words', rpcError(4001, '')],
  ['WalletConnect 5000 "User rejected."', rpcError(5000, 'User rejected.')],
  ['ethers ACTION_REJECTED', rpcError('ACTION_REJECTED', 'user rejected action')],
  ['a plain Error "User denied message signature"', new Error('User denied message signature')],
  ['-32603 wrapping the person\'s refusal', rpcError(-32603, 'Request cancelled by user')],
  ['a bare string "User rejected the request."', 'User rejected the request.'],
]

describe('classifySignatureFailure', () => {
  test.each(CANNOT_SIGN)('behavior: %s through viem is a wallet that cannot sign', async (_name, thrown) => {
    const error = await failureThrough(thrown)
    expect(classifySignatureFailure(error)).toBe('cannot-sign')
    expect(classifySignatureFailure(thrown)).toBe('cannot-sign') // and unwrapped
  })

  test.each(REFUSED)('behavior: %s through viem is the person refusing', async (_name, thrown) => {
    const error = await failureThrough(thrown)
    expect(classifySignatureFailure(error)).toBe('refused')
    expect(classifySignatureFailure(thrown)).toBe('refused')
  })

  test('behavior: a refusal deep in a cause chain is still a refusal', () => {
    const wrapped = new Error('Signing failed', { cause: new Error('Wallet error', { cause: rpcError(4001, 'nope') }) })
    expect(classifySignatureFailure(wrapped)).toBe('refused')
  })
})
