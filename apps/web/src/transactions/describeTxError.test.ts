import { starClaimAbi } from '@stardust/contracts'
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  TransactionExecutionError,
  UnknownRpcError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  encodeErrorResult,
  type Abi,
} from 'viem'
import { en } from '@/i18n/messages/en'
import { WalletRequestRefusedError } from '@/walletGuard/walletRequestRefusedError'
import { describe, expect, test } from 'vitest'
import { describeTxError } from './describeTxError'
import { txTexts } from './texts'

const TX_TEXTS = txTexts(en)
const params = { chainName: 'Mantle', nativeSymbol: 'MNT', texts: TX_TEXTS }
const claim = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A simulation failure as viem builds it from a node's revert data. */
function reverted(errorName: string, args: readonly unknown[] = []) {
  const data = encodeErrorResult({ abi: starClaimAbi as Abi, errorName, args })
  const cause = new ContractFunctionRevertedError({ abi: starClaimAbi as Abi, data, functionName: 'claim' })
  return new ContractFunctionExecutionError(cause, { abi: starClaimAbi as Abi, functionName: 'claim', contractAddress: claim, args: [] })
}

describe('describeTxError', () => {
  test('default: a rejection in the wallet, however wrapped', () => {
    const wrapped = new TransactionExecutionError(new UserRejectedRequestError(new Error('User denied transaction signature.')), { account: null })
    expect(describeTxError(wrapped, params)).toEqual({ kind: 'rejected', message: TX_TEXTS.errors.rejected })
    // A plain EIP-1193 error from an injected wallet (no viem class).
    expect(describeTxError({ code: 4001, message: 'User rejected the request.' }, params).kind).toBe('rejected')
  })

  test('behavior: a refusal is judged as for a permit: WalletConnect 5000 and 5002, Ledger through MetaMask, Trezor', async () => {
    const { createWalletClient, custom } = await import('viem')
    const shapes = [
      Object.assign(new Error('User rejected.'), { code: 5000 }),
      Object.assign(new Error('User rejected methods.'), { code: 5002 }),
      Object.assign(new Error('Ledger device: Condition of use not satisfied (denied by the user?) (0x6985)'), { code: -32603 }),
      Object.assign(new Error('Action cancelled by user'), { code: -32603 }),
    ]
    for (const shape of shapes) {
      const client = createWalletClient({ transport: custom({ request: async () => Promise.reject(shape) }, { retryCount: 0 }) })
      const thrown = await client.request({ method: 'eth_sendTransaction', params: [{ from: claim, to: claim }] }).catch((error: unknown) => error)
      expect(describeTxError(thrown, params)).toEqual({ kind: 'rejected', message: TX_TEXTS.errors.rejected })
    }
  })

  test.each([
    ['AlreadyClaimed', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], 'already been claimed'],
    ['ClaimWindowClosed', [1_700_000_000n], 'deadline has passed'],
    ['InvalidProof', [], 'did not accept the proof'],
    ['InvalidSignature', [], 'signature does not match'],
  ])('behavior: the custom error %s by name', (name, args, words) => {
    const described = describeTxError(reverted(name, args), params)
    expect(described).toMatchObject({ kind: 'contract', errorName: name })
    expect(described.message).toContain(words)
  })

  test('behavior: not enough funds for gas names the chain’s currency, not the RPC text', () => {
    const error = new TransactionExecutionError(new InsufficientFundsError({ cause: new BaseError('insufficient funds for gas * price + value: have 0 want 21000') }), { account: null })
    const described = describeTxError(error, params)
    expect(described).toEqual({ kind: 'insufficient_funds', message: 'Not enough MNT in this wallet to pay for gas.' })
  })

  test('behavior: a receipt wait past 300 s is a timeout (never "failed")', () => {
    expect(describeTxError(new WaitForTransactionReceiptTimeoutError({ hash: `0x${'1'.repeat(64)}` }), params)).toEqual({
      kind: 'timeout',
      message: 'The request took too long to respond',
    })
  })

  test('behavior: a wallet on another chain at write time', () => {
    const error = Object.assign(new Error('The current chain of the connector (id: 1) does not match'), { name: 'ConnectorChainMismatchError' })
    expect(describeTxError(error, params).message).toBe(TX_TEXTS.errors.chainMismatch('Mantle'))
  })

  test('parameters: anything else is one plain sentence, never the raw message', () => {
    const raw = new Error('Internal JSON-RPC error: {"code":-32603,"data":"0xdeadbeef"}')
    const described = describeTxError(raw, params)
    expect(described).toEqual({ kind: 'unknown', message: TX_TEXTS.errors.unknown })
    expect(described.message).not.toContain('RPC')
    expect(describeTxError(undefined, params).kind).toBe('unknown')
  })

  test("behavior: the wallet guard's refusal, however wrapped, is the guard's plain line", () => {
    const refusal = new WalletRequestRefusedError('eth_sendTransaction', 'contract_not_allowed', 'test')
    const described = describeTxError(new TransactionExecutionError(new UnknownRpcError(refusal), { account: undefined } as never), params)
    expect(described).toEqual({ kind: 'not_allowed', message: TX_TEXTS.guardRefused })
  })
})
