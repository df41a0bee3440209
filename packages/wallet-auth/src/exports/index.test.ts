// @vitest-environment node
import { expect, test } from 'vitest'
import * as core from './index.js'

test('exports', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "ACCOUNTS_STORAGE_KEY",
      "AUTO_LOGIN_DELAY_MS",
      "BaseError",
      "CURRENT_STORAGE_KEY",
      "DISCONNECT_DEBOUNCE_MS",
      "KEY_DATABASE_NAME",
      "KEY_STORE_NAME",
      "LOCK_STORAGE_KEY",
      "LOGIN_CHANNEL_NAME",
      "LOGIN_FAILED_LOG",
      "LOGIN_LOCK_TTL_MS",
      "LOGIN_WAIT_TIMEOUT_MS",
      "LoginError",
      "PREPARE_ERROR_TEXT",
      "SIGN_ERROR_TEXT",
      "SYNC_CHANNEL_NAME",
      "TokenStorageError",
      "UNKNOWN_ERROR_TEXT",
      "VERIFY_ERROR_TEXT",
      "createAuthenticatedFetch",
      "createDpopSigner",
      "createVault",
      "createWalletAuth",
      "indexedDbKeys",
      "isUserRejection",
      "readTokenClaims",
      "tokenExpiresAt",
    ]
  `)
})
