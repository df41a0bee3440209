export {
  type ApiClient,
  type CreateApiClientParameters,
  type LoginResult,
  type NonceResponse,
  createApiClient,
} from '../createApiClient.js'
export type { HttpMethod } from '../httpMethod.js'
export type { DpopProofRequest, DpopSigner } from '../dpop.js'
export { type BaseErrorParameters, BaseError } from '../errors/base.js'
export {
  type ApiErrorParameters,
  ApiError,
  ApiNetworkError,
  ApiResponseError,
  ApiTimeoutError,
} from '../errors/api.js'
export { API_TIMEOUT_MS, DEFAULT_API_BASE_URL } from '../constants.js'
export { TIMEOUT_MESSAGE } from '../texts.js'
