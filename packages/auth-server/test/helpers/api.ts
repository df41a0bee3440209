import type { LocalAccount } from 'viem/accounts'
import type { AuthServer } from '../../src/createAuthServer.js'

/** Every JSON shape the API answers with, all optional: tests assert what is there. */
export type ApiBody = {
  data?: { nonce: string; message: string; account?: string; expiresAt?: string }
  token?: string
  expiresAt?: string
  token_type?: string
  error?: { code: string; message: string }
}

export type ApiResult = { status: number; headers: Headers; body: ApiBody | null }

export const BASE = 'http://localhost:3000/api/v1/'

/** Calls a server's dispatcher the way a browser would, with a fixed client IP. */
export function api(server: AuthServer, ip = '203.0.113.7') {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult> => {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } }
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body)
    const response = await server.handle(new Request(new URL(path, BASE), init), { ip })
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as ApiBody) : null }
  }
  const nonce = (account: string, chainId?: unknown) => call('POST', 'user/nonce', chainId === undefined ? { account } : { account, chainId })
  const login = (account: string, signedMsg: string, message?: string) =>
    call('POST', 'user/login', message === undefined ? { account, signedMsg } : { account, signedMsg, message })
  const me = (token: string) => call('GET', 'user/me', undefined, { authorization: `Bearer ${token}` })
  const logout = (token: string) => call('POST', 'user/logout', undefined, { authorization: `Bearer ${token}` })
  /** Nonce, sign the server's message, login; returns the login result and the signed message. */
  const signIn = async (account: LocalAccount, chainId?: number) => {
    const issued = await nonce(account.address, chainId)
    const data = issued.body?.data
    if (!data) throw new Error(`nonce failed: ${issued.status} ${JSON.stringify(issued.body)}`)
    const signature = await account.signMessage({ message: data.message })
    return { result: await login(account.address, signature), message: data.message, signature, nonce: data.nonce }
  }
  return { call, nonce, login, me, logout, signIn }
}
