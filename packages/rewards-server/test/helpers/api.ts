import type { RequestContext } from '@stardust/auth-server'
import type { RewardsServer } from '../../src/createRewardsServer.js'

export const BASE = 'http://localhost:3000/api/v1/'

/** Every JSON shape the API answers with, loosely: tests assert what is there. */
export type ApiBody = { data?: Record<string, unknown> & { entries?: Record<string, unknown>[] }; error?: { code: string; message: string } }
export type ApiResult = { status: number; headers: Headers; body: ApiBody }

/** Calls the server's dispatcher as a browser would; `requestContext.ip` is the socket address the transport saw. */
export function api(server: RewardsServer, requestContext?: RequestContext) {
  const call = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResult> => {
    const headers: Record<string, string> = { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers }
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    }
    const response = await server.handle(new Request(new URL(path, BASE), init), requestContext)
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as ApiBody }
  }
  return {
    call,
    me: (token?: string, query = '') => call('GET', `stardust/me${query}`, token ? { token } : {}),
    leaderboard: (query = '') => call('GET', `stardust/leaderboard${query}`),
    sync: (token?: string) => call('POST', 'stardust/sync', token ? { token } : {}),
    openSession: (token?: string) => call('POST', 'game/sessions', token ? { token } : {}),
    finish: (token: string | undefined, id: string, body: unknown) => call('POST', `game/sessions/${id}/result`, { ...(token ? { token } : {}), body }),
  }
}
