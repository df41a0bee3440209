import type { InputLog } from '@stardust/game'
import { siteDpop } from '@/wallet/session/siteDpop'
import type { GameErrorText } from './texts'

export type GameSession = { id: string; seed: string; expiresAt: string }
export type GameCredit = { score: number; stardust: string; balance: string }

/** What went wrong with a game call: `text` names the page's words for it (gameErrorText), `message` is for the log. */
export class GameApiError extends Error {
  override name = 'GameApiError'
  readonly code: string
  readonly text: GameErrorText
  /** True when trying the same call again may work (network, timeout, 5xx). */
  readonly retryable: boolean
  /** True when signing in again is the way out (401). */
  readonly needsSignIn: boolean

  constructor(code: string, text: GameErrorText, { retryable = false, needsSignIn = false } = {}) {
    super(`game api: ${code} (${text})`)
    this.code = code
    this.text = text
    this.retryable = retryable
    this.needsSignIn = needsSignIn
  }
}

const base = process.env.NEXT_PUBLIC_API_BASE_URL || undefined

/** api-client (axios) loads with the first call: a practice game never downloads it. */
async function query(path: string, input: unknown, token: string): Promise<unknown> {
  const { createApiClient, ApiError, ApiTimeoutError, ApiNetworkError } = await import('@stardust/api-client')
  try {
    return await createApiClient({ baseURL: base, dpop: siteDpop }).query('POST', path, input, token)
  } catch (error) {
    if (error instanceof ApiError) throw fromServer(error.status, error.code)
    if (error instanceof ApiTimeoutError) throw new GameApiError('timeout', 'timeout', { retryable: true })
    if (error instanceof ApiNetworkError) throw new GameApiError('network', 'network', { retryable: true })
    throw new GameApiError('server', 'server', { retryable: true })
  }
}

function fromServer(status: number, code: string): GameApiError {
  if (status === 401) return new GameApiError(code, 'signIn', { needsSignIn: true })
  if (code === 'expired' || status === 410) return new GameApiError(code, 'expired')
  if (code === 'too_fast' || status === 422) return new GameApiError(code, 'tooFast')
  if (code === 'already_finished' || status === 409) return new GameApiError(code, 'alreadyFinished')
  if (code === 'rate_limited' || status === 429) return new GameApiError(code, 'rateLimited')
  if (code === 'not_yours' || status === 403) return new GameApiError(code, 'notYours')
  if (status === 404) return new GameApiError(code, 'notFound')
  if (status === 400 || status === 413) return new GameApiError(code, 'invalid')
  return new GameApiError(code, 'server', { retryable: true })
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined
  if (typeof data !== 'object' || data === null) throw new GameApiError('invalid_response', 'server', { retryable: true })
  return data as Record<string, unknown>
}

/** POST game/sessions -> the seed to play (docs/api.md). */
export async function startSession(token: string): Promise<GameSession> {
  const data = dataOf(await query('game/sessions', undefined, token))
  const { id, seed, expiresAt } = data
  if (typeof id !== 'string' || (typeof seed !== 'string' && typeof seed !== 'number')) {
    throw new GameApiError('invalid_response', 'server', { retryable: true })
  }
  return { id, seed: String(seed), expiresAt: String(expiresAt) }
}

/** POST game/sessions/{id}/result with the input log -> the replayed score and the credit. */
export async function submitResult(token: string, sessionId: string, inputs: InputLog): Promise<GameCredit> {
  const data = dataOf(await query(`game/sessions/${encodeURIComponent(sessionId)}/result`, { inputs }, token))
  const { score, stardust, balance } = data
  if (typeof score !== 'number') throw new GameApiError('invalid_response', 'server', { retryable: true })
  return { score, stardust: String(stardust ?? '0'), balance: String(balance ?? '0') }
}
