import { AxiosError, type AxiosInstance, type Method } from 'axios'
import { ApiError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors/api.js'
import { type DpopSigner, proofUrl } from './dpop.js'
import type { HttpMethod } from './httpMethod.js'
import { httpStatusMessage } from './texts.js'

export type SendParameters = {
  instance: AxiosInstance
  baseURL: string
  timeout: number
  method: HttpMethod
  path: string
  input?: unknown
  token?: string | undefined
  /** Makes the request's DPoP proof; with one, the token goes as `Authorization: DPoP`. */
  dpop?: DpopSigner | undefined
  /** The account signing in, for the login's proof. */
  account?: string | undefined
}

/**
 * One HTTP round trip: returns the parsed JSON body (undefined when empty) of a 2xx
 * response, or throws one of the typed errors. Bodies are parsed here, not by axios,
 * so that invalid JSON is an error instead of a silently returned string.
 */
export async function send({ instance, baseURL, timeout, method, path, input, token, dpop, account }: SendParameters): Promise<unknown> {
  const where = `${method} ${joinUrl(baseURL, path)}`
  if (method === 'GET' && input !== undefined && !isRecord(input)) {
    throw new TypeError(`${where}: GET input must be a plain object (sent as query parameters)`)
  }
  const hasBody = method !== 'GET' && input !== undefined
  const headers: Record<string, string | false> = {
    Accept: 'application/json',
    // false keeps axios from adding its form-urlencoded default to a bodiless POST.
    'Content-Type': hasBody ? 'application/json' : false,
  }
  // A fresh proof per request (and per retry): a proof serves once, for this method and URL.
  const proof = dpop ? await dpop({ method, url: proofUrl(baseURL, path), accessToken: token || undefined, account }) : undefined
  if (proof) headers.DPoP = proof
  if (token) headers.Authorization = `${proof ? 'DPoP' : 'Bearer'} ${token}`

  let response
  try {
    response = await instance.request<string>({
      method: method satisfies Method,
      url: path,
      baseURL,
      // A path must never redirect the bearer token to another host.
      allowAbsoluteUrls: false,
      timeout,
      headers,
      params: method === 'GET' ? input : undefined,
      data: hasBody ? JSON.stringify(input) : undefined,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      transitional: { clarifyTimeoutError: true, silentJSONParsing: false },
      validateStatus: () => true,
    })
  } catch (error) {
    throw toTransportError(error, where)
  }

  const { status } = response
  const ok = status >= 200 && status < 300
  const parsed = parseBody(response.data)

  if (!ok) {
    const serverError = readServerError(parsed.ok ? parsed.value : undefined)
    throw new ApiError({
      status,
      code: serverError.code ?? `http_${status}`,
      message: serverError.message ?? httpStatusMessage(status),
      body: parsed.ok ? parsed.value : response.data,
      details: where,
    })
  }
  if (!parsed.ok) throw new ApiResponseError({ status, cause: parsed.error, details: where })
  return parsed.value
}

function toTransportError(error: unknown, where: string): Error {
  if (error instanceof AxiosError) {
    const isTimeout =
      error.code === AxiosError.ETIMEDOUT ||
      (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message))
    const details = `${where}: ${error.message}`
    if (isTimeout) return new ApiTimeoutError({ cause: error, details })
    return new ApiNetworkError({ cause: error, details })
  }
  // An interceptor of a caller-supplied instance threw: not ours to reinterpret.
  return error instanceof Error ? error : new ApiNetworkError({ cause: error, details: where })
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown }

function parseBody(data: unknown): Parsed {
  if (data === undefined || data === null || data === '') return { ok: true, value: undefined }
  if (typeof data !== 'string') return { ok: true, value: data }
  try {
    return { ok: true, value: JSON.parse(data) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}

function readServerError(body: unknown): { code?: string; message?: string } {
  if (!isRecord(body) || !isRecord(body.error)) return {}
  const { code, message } = body.error
  return {
    ...(typeof code === 'string' && code ? { code } : {}),
    ...(typeof message === 'string' && message ? { message } : {}),
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function joinUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
