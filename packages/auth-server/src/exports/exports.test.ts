import { expect, test } from 'vitest'
import * as main from './index.js'
import * as nextAuth from './next-auth.js'
import * as node from './node.js'

test('exports', () => {
  expect(Object.keys(main).sort()).toMatchInlineSnapshot(`
    [
      "AuthError",
      "BaseError",
      "ConfigError",
      "DEFAULT_IPV6_PREFIX",
      "RpcUnavailableError",
      "SOCKET_ADDRESS_HEADER",
      "SiweParseError",
      "StoreUnavailableError",
      "UnreadVariableError",
      "authServerConfigSchema",
      "clientGroup",
      "clientIp",
      "createAuthServer",
      "createNonce",
      "loadAuthServerConfig",
      "memoryStore",
      "parseAuthServerConfig",
      "parseSiweMessageStrict",
      "redisClientPlan",
      "redisStore",
      "redisTopologyOf",
      "unreadVariables",
      "verifySignature",
      "verifySiweMessageStrict",
    ]
  `)
  expect(Object.keys(nextAuth).sort()).toMatchInlineSnapshot(`
    [
      "createWalletCredentials",
      "walletSessionCallbacks",
    ]
  `)
  expect(Object.keys(node).sort()).toMatchInlineSnapshot(`
    [
      "startAuthServer",
      "toFetchRequest",
    ]
  `)
})
