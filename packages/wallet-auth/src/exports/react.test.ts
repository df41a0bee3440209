import { expect, test } from 'vitest'
import * as react from './react.js'

test('exports', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "RETRY_PREPARE_NONCE",
      "WalletAuthProvider",
      "WalletAuthProviderNotFoundError",
      "createRainbowKitAuthAdapter",
      "signsWithoutGesture",
      "useAuthenticatedFetch",
      "useRainbowKitAuthentication",
      "useWalletAuth",
    ]
  `)
})
