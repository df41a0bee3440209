import { createWalletClient, custom, type Address } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { isUserRejection } from './isUserRejection.js'

const account: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An EIP-1193 provider that fails every wallet method with `shape`, as the page would see it. */
function walletFailingWith(shape: unknown) {
  return createWalletClient({
    account,
    chain: mainnet,
    transport: custom(
      {
        request: async ({ method }: { method: string }) => {
          if (method === 'eth_chainId') return '0x1'
          throw shape
        },
      },
      { retryCount: 0 },
    ),
  })
}

/** What the page gets from viem for each wallet call failing with `shape` (never a resolved value). */
async function thrownThroughViem(shape: unknown): Promise<unknown[]> {
  const client = walletFailingWith(shape)
  const calls = [
    () => client.signMessage({ message: 'Sign in to Stardust' }),
    () => client.signTypedData({ domain: { name: 'Stardust', version: '1', chainId: 1 }, types: { Ping: [{ name: 'n', type: 'uint256' }] }, primaryType: 'Ping', message: { n: 1n } }),
    () => client.request({ method: 'eth_sendTransaction', params: [{ from: account, to: account }] }),
    () => client.sendCalls({ calls: [{ to: account, data: '0x' }], forceAtomic: true }),
    () => client.switchChain({ id: 5000 }),
  ]
  const errors: unknown[] = []
  for (const call of calls) {
    try {
      await call()
      throw new Error('expected the wallet call to fail')
    } catch (error) {
      errors.push(error)
    }
  }
  return errors
}

const rpcError = (code: number | string, message: string, data?: unknown) => Object.assign(new Error(message), { code, data })

/** Shapes wallets send when the person says no. */
const REFUSALS: Record<string, unknown> = {
  'EIP-1193 4001 (MetaMask)': rpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.'),
  '4001 as a plain object (injected providers)': { code: 4001, message: 'User rejected the request.' },
  "ethers' ACTION_REJECTED": Object.assign(new Error('user rejected action (action="signMessage", reason="rejected", code=ACTION_REJECTED, version=6.13.0)'), { code: 'ACTION_REJECTED' }),
  'WalletConnect 5000': rpcError(5000, 'User rejected.'),
  'WalletConnect 5002': rpcError(5002, 'User rejected methods.'),
  'EIP-5792 5750, the upgrade turned down': rpcError(5750, 'User rejected the account upgrade.'),
  'Ledger through MetaMask (-32603, 0x6985)': rpcError(-32603, 'Ledger device: Condition of use not satisfied (denied by the user?) (0x6985)'),
  'Ledger through MetaMask (-32603, status in data)': rpcError(-32603, 'Internal JSON-RPC error.', { originalError: { name: 'TransportStatusError', statusCode: 27013, message: 'Ledger device: UNKNOWN_ERROR (0x6985)' } }),
  'Trezor "Action cancelled by user"': rpcError(-32603, 'Action cancelled by user'),
  'Trezor through a plain Error': new Error('Action cancelled'),
  'words without a code: "Request cancelled by user"': new Error('Request cancelled by user'),
  'words without a code: "User denied account authorization"': { message: 'User denied account authorization' },
  'Ledger Live "User refused on device"': rpcError(-32000, 'UserRefusedOnDevice: User refused on device'),
  'Frame "User declined transaction"': rpcError(-32000, 'User declined transaction'),
}

/** Shapes of a wallet or a network failing: never a refusal. */
const FAILURES: Record<string, unknown> = {
  '4200 unsupported method': rpcError(4200, 'The method eth_signTypedData_v4 is not supported by this wallet.'),
  '-32601 method not found (imToken)': rpcError(-32601, 'The method "eth_signTypedData_v4" does not exist / is not available.'),
  'Trust Wallet -32000': rpcError(-32000, "The operation couldn't be completed. (TrustWalletConnect.WCError error 1.)"),
  '-32603 catch-all': rpcError(-32603, 'Internal JSON-RPC error.'),
  'plain Error with no code': new Error('eth_signTypedData_v4 is not yet supported'),
  'insufficient funds': rpcError(-32000, 'insufficient funds for gas * price + value: have 27013 want 50000'),
  'EIP-5792 5700 unsupported capability': rpcError(5700, 'Unsupported non-optional capabilities: paymasterService'),
  'EIP-5792 5760 atomicity not supported': rpcError(5760, 'The wallet does not support atomic execution.'),
  '4100 unauthorized (locked)': rpcError(4100, 'The wallet is locked.'),
  '4902 unknown chain': rpcError(4902, 'Unrecognized chain ID 5000.'),
  'an address that happens to hold 6985': rpcError(-32603, 'execution reverted at 0x69850000000000000000000000000000000000aa'),
}

describe('isUserRejection', () => {
  for (const [name, shape] of Object.entries(REFUSALS)) {
    test(`behavior: ${name} is the person's refusal, through every viem wallet action`, async () => {
      const errors = await thrownThroughViem(shape)
      expect(errors.map(isUserRejection)).toEqual(errors.map(() => true))
      expect(isUserRejection(shape)).toBe(true)
    })
  }
  for (const [name, shape] of Object.entries(FAILURES)) {
    test(`behavior: ${name} is a failure, not a refusal, through every viem wallet action`, async () => {
      const errors = await thrownThroughViem(shape)
      expect(errors.map(isUserRejection)).toEqual(errors.map(() => false))
      expect(isUserRejection(shape)).toBe(false)
    })
  }
  test('behavior: a refusal wrapped by a caller (a cause chain) is still a refusal; a cycle ends the walk', () => {
    const inner = rpcError(5002, 'User rejected methods.')
    expect(isUserRejection(new Error('login failed', { cause: new Error('sign step', { cause: inner }) }))).toBe(true)
    const cyclic: { message: string; cause?: unknown } = { message: 'a' }
    cyclic.cause = cyclic
    expect(isUserRejection(cyclic)).toBe(false)
  })
  test('behavior: nothing at all is not a refusal', () => {
    for (const value of [undefined, null, 0, '', 'timeout', {}]) expect(isUserRejection(value)).toBe(false)
  })
})
