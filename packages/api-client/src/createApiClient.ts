import axios, { type AxiosInstance } from 'axios'
import { API_TIMEOUT_MS, DEFAULT_API_BASE_URL, LOGIN_PATH, NONCE_PATH } from './constants.js'
import { ApiError, ApiResponseError } from './errors/api.js'
import { INVALID_SHAPE_MESSAGE } from './texts.js'
import type { DpopSigner } from './dpop.js'
import type { HttpMethod } from './httpMethod.js'
import { isRecord, send } from './request.js'

export type CreateApiClientParameters = {
  /** Base URL of the product server. Default '/api/v1/' (needs an absolute URL in Node). */
  baseURL?: string | undefined
  /** Per-request timeout in ms. Default 10 000. */
  timeout?: number | undefined
  /**
   * Called when `query` gets a 401. Resolve with a fresh token to retry the request once
   * with it, or with null/undefined to give up (the 401 ApiError is then thrown).
   */
  onUnauthorized?: ((error: ApiError) => Promise<string | null | undefined>) | undefined
  /** Your own axios instance (interceptors, adapter). Default: a fresh one. */
  axiosInstance?: AxiosInstance | undefined
  /**
   * DPoP (RFC 9449): makes a proof for each request. With it, `login` sends a proof (the server binds
   * the token to the key) and `query` sends `Authorization: DPoP` with a fresh proof. Without it (or
   * when it returns null), bearer tokens: the weaker mode.
   */
  dpop?: DpopSigner | undefined
}

export type NonceResponse = { nonce: string; message?: string }
export type LoginResult = { token: string; expiresAt?: string }

export type ApiClient = {
  /** POST user/nonce. `message` is the EIP-4361 text to sign; a legacy server sends none. */
  getNonce(account: string, chainId?: number): Promise<NonceResponse>
  /** POST user/login. The token, or null when the server answered without one. */
  login(account: string, signedMsg: string): Promise<string | null>
  /** As `login`, with the server's `expiresAt` when it sends one. */
  loginWithExpiry(account: string, signedMsg: string): Promise<LoginResult | null>
  /** Any call: bearer header when `token` is given; GET input as query parameters, else JSON body. */
  query<T = unknown>(method: HttpMethod, path: string, input?: unknown, token?: string): Promise<T>
}

export function createApiClient(parameters: CreateApiClientParameters = {}): ApiClient {
  const instance = parameters.axiosInstance ?? axios.create()
  const baseURL = parameters.baseURL ?? instance.defaults.baseURL ?? DEFAULT_API_BASE_URL
  const timeout = parameters.timeout ?? (instance.defaults.timeout || API_TIMEOUT_MS)
  const { onUnauthorized } = parameters
  const common = { instance, baseURL, timeout, dpop: parameters.dpop }

  async function loginWithExpiry(account: string, signedMsg: string): Promise<LoginResult | null> {
    const body = await send({ ...common, method: 'POST', path: LOGIN_PATH, input: { account, signedMsg }, account })
    if (!isRecord(body) || typeof body.token !== 'string' || body.token === '') return null
    return typeof body.expiresAt === 'string'
      ? { token: body.token, expiresAt: body.expiresAt }
      : { token: body.token }
  }

  return {
    async getNonce(account, chainId) {
      const input = chainId === undefined ? { account } : { account, chainId }
      const body = await send({ ...common, dpop: undefined, method: 'POST', path: NONCE_PATH, input })
      const data = isRecord(body) ? body.data : undefined
      if (!isRecord(data) || typeof data.nonce !== 'string' || data.nonce === '') {
        throw new ApiResponseError({ status: 200, message: INVALID_SHAPE_MESSAGE, details: `POST ${NONCE_PATH}: no data.nonce` })
      }
      return typeof data.message === 'string' && data.message !== ''
        ? { nonce: data.nonce, message: data.message }
        : { nonce: data.nonce }
    },

    async login(account, signedMsg) {
      return (await loginWithExpiry(account, signedMsg))?.token ?? null
    },

    loginWithExpiry,

    async query<T>(method: HttpMethod, path: string, input?: unknown, token?: string): Promise<T> {
      try {
        return (await send({ ...common, method, path, input, token })) as T
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401 || !onUnauthorized) throw error
        const fresh = await onUnauthorized(error)
        if (!fresh) throw error
        // Exactly one retry: a second 401 is thrown as is, never fed back to the hook.
        return (await send({ ...common, method, path, input, token: fresh })) as T
      }
    },
  }
}
