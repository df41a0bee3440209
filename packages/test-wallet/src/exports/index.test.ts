import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BATCH_EXECUTOR_ADDRESS",
      "BATCH_EXECUTOR_CODE",
      "BaseError",
      "DEFAULT_PRIVATE_KEYS",
      "DEFAULT_WALLET_INFO",
      "PROMPT_METHODS",
      "ProviderRpcError",
      "RPC_ERROR",
      "TYPED_DATA_FAILURES",
      "TestWallet",
      "TestWalletUsageError",
      "batchExecutorAbi",
      "createTestWallet",
      "isLoopbackUrl",
    ]
  `)
})
