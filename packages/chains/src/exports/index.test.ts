import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BLOCK_TIME_MS",
      "BaseError",
      "EndpointCoolingError",
      "FALLBACK_CHAIN_ID",
      "JSON_RPC_BATCH_SIZE",
      "LOCAL_CHAIN_ID",
      "LOCAL_RPC_ENV_VAR",
      "LOCAL_RPC_URL",
      "MULTICALL_BATCH",
      "PUBLIC_RPC_URLS",
      "RPC_DEFAULT_TIMEOUT_MS",
      "RPC_ENDPOINT_COOLDOWN_MS",
      "RPC_ENV_VARS",
      "RpcConfigError",
      "SUPPORTED_CHAIN_IDS",
      "createChainTransport",
      "createTransports",
      "getChain",
      "getRpcSettings",
      "getRpcUrls",
      "isEndpointFailure",
      "isSupportedChainId",
      "resolveChainId",
      "stardustLocal",
      "supportedChains",
      "validateRpcEnv",
    ]
  `)
})
