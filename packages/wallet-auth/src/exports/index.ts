export { createWalletAuth } from '../core/createWalletAuth.js'
export type {
  CreateWalletAuthParameters,
  DialogDriver,
  WalletAuth,
  WalletAuthTiming,
} from '../core/createWalletAuth.js'
export type { WalletAuthState } from '../core/store.js'
export type { SignInRequest, SignInRequestAsker } from '../core/signInRequest.js'
export { createVault } from '../core/vault.js'
export type { Vault, VaultRecord } from '../core/vault.js'
export { createAuthenticatedFetch } from '../core/createAuthenticatedFetch.js'
export type { CreateAuthenticatedFetchParameters } from '../core/createAuthenticatedFetch.js'
export { readTokenClaims, tokenExpiresAt } from '../core/jwt.js'
export { createDpopSigner } from '../dpop/createDpopSigner.js'
export type { CreateDpopSignerParameters, DpopProofRequest, DpopSigner } from '../dpop/createDpopSigner.js'
export { indexedDbKeys } from '../dpop/indexedDbKeys.js'
export type { DpopKeys } from '../dpop/indexedDbKeys.js'
export type { TokenClaims } from '../core/jwt.js'
export { BaseError, LoginError, TokenStorageError } from '../errors.js'
export { isUserRejection } from '../refusal/isUserRejection.js'
export type { BaseErrorParameters, LoginErrorCode, LoginStep } from '../errors.js'
export {
  ACCOUNTS_STORAGE_KEY,
  AUTO_LOGIN_DELAY_MS,
  CURRENT_STORAGE_KEY,
  DISCONNECT_DEBOUNCE_MS,
  KEY_DATABASE_NAME,
  KEY_STORE_NAME,
  LOCK_STORAGE_KEY,
  LOGIN_CHANNEL_NAME,
  LOGIN_LOCK_TTL_MS,
  LOGIN_WAIT_TIMEOUT_MS,
  SYNC_CHANNEL_NAME,
} from '../constants.js'
export {
  LOGIN_FAILED_LOG,
  PREPARE_ERROR_TEXT,
  SIGN_ERROR_TEXT,
  UNKNOWN_ERROR_TEXT,
  VERIFY_ERROR_TEXT,
} from '../texts.js'
export type {
  AccountState,
  AccountStatus,
  AuthApi,
  AuthStatus,
  LockManagerLike,
  StorageLike,
  TokenChangeEvent,
  TokenChangeReason,
  WalletBinding,
} from '../types.js'
