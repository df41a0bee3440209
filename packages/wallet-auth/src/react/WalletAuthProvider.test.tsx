import { createApiClient } from '@stardust/api-client'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { connect, disconnect, getAccount } from 'wagmi/actions'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { listenOnLoopback } from '../../test/listenOnLoopback.js'
import { type RpcWallet, startRpcWallet } from '../../test/rpcWallet.js'
import { WagmiWrapper, createTestConfig } from '../../test/wagmi.js'
import { ACCOUNTS_STORAGE_KEY, CURRENT_STORAGE_KEY } from '../constants.js'
import { LOGIN_FAILED_LOG, SIGN_ERROR_TEXT } from '../texts.js'
import type { TokenChangeEvent } from '../types.js'
import { WalletAuthProvider } from './WalletAuthProvider.js'
import { useAuthenticatedFetch } from './useAuthenticatedFetch.js'
import { useWalletAuth } from './useWalletAuth.js'

let server: TestAuthServer
let wallet: RpcWallet

beforeAll(async () => {
  server = await startTestAuthServer()
  wallet = await startRpcWallet([alice])
})
afterAll(async () => {
  await server.close()
  await wallet.close()
})
beforeEach(() => {
  localStorage.clear()
  wallet.signRequests = 0
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Status() {
  const { status, token, address, isConnected, error } = useWalletAuth()
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{status}</dd>
      <dd data-testid="token">{token ?? 'none'}</dd>
      <dd data-testid="address">{address ?? 'none'}</dd>
      <dd data-testid="connected">{String(isConnected)}</dd>
      <dd data-testid="error">{error?.message ?? 'none'}</dd>
    </dl>
  )
}

function renderWithProviders(
  features: Parameters<typeof createTestConfig>[2] = {},
  onTokenChange?: (event: TokenChangeEvent) => void,
  children: React.ReactNode = <Status />,
) {
  const config = createTestConfig(wallet, [alice], features)
  const api = createApiClient({ baseURL: server.baseURL })
  render(
    <StrictMode>
      <WagmiWrapper config={config}>
        <WalletAuthProvider api={api} onTokenChange={onTokenChange}>
          {children}
        </WalletAuthProvider>
      </WagmiWrapper>
    </StrictMode>,
  )
  return config
}

/** A resource server that refuses the first token it sees (as if revoked) and accepts any other. */
async function startResourceServer() {
  const refused = new Set<string>()
  const server = await listenOnLoopback(async (request, response) => {
    const token = request.headers.authorization ?? ''
    if (refused.size === 0) refused.add(token)
    response.writeHead(token && !refused.has(token) ? 200 : 401, { 'access-control-allow-origin': '*' })
    response.end()
  }, 500)
  return { url: `${server.baseURL}me`, close: server.close }
}

function FetchButton({ url }: { url: string }) {
  const authFetch = useAuthenticatedFetch()
  const [result, setResult] = useState('none')
  return (
    <>
      <Status />
      <button type="button" onClick={() => void authFetch(url).then((response) => setResult(String(response.status)))}>
        fetch
      </button>
      <output data-testid="result">{result}</output>
    </>
  )
}

describe('WalletAuthProvider', () => {
  test('behavior: connecting signs in once, stores the token and reports it', async () => {
    const events: TokenChangeEvent[] = []
    const config = renderWithProviders({}, (event) => events.push(event))
    expect(screen.getByTestId('status').textContent).toBe('idle')

    await act(() => connect(config, { connector: config.connectors[0]! }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'))

    const token = screen.getByTestId('token').textContent
    const address = alice.address.toLowerCase()
    expect(wallet.signRequests).toBe(1)
    expect(screen.getByTestId('address').textContent).toBe(address)
    expect(JSON.parse(localStorage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([{ address, token }])
    expect(localStorage.getItem(CURRENT_STORAGE_KEY)).toBe(address)
    expect(events).toEqual([{ address, token, reason: 'login', remote: false }])
  })

  test('behavior: a failed signature shows the step text, logs, clears and disconnects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = renderWithProviders({ signMessageError: true })

    await act(() => connect(config, { connector: config.connectors[0]! }))
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe(SIGN_ERROR_TEXT))
    await waitFor(() => expect(getAccount(config).status).toBe('disconnected'))

    expect(screen.getByTestId('status').textContent).toBe('error')
    expect(log).toHaveBeenCalledWith(LOGIN_FAILED_LOG, expect.anything())
    expect(localStorage.getItem(ACCOUNTS_STORAGE_KEY)).toBeNull()
  })

  test('behavior: disconnecting clears only that account', async () => {
    const config = renderWithProviders()
    const other = { address: '0x00000000000000000000000000000000000000b0', token: 'kept' }
    localStorage.setItem(ACCOUNTS_STORAGE_KEY, JSON.stringify([other]))
    await act(() => connect(config, { connector: config.connectors[0]! }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'))

    await act(() => disconnect(config))
    await waitFor(() => expect(JSON.parse(localStorage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([other]))
    expect(screen.getByTestId('token').textContent).toBe('none')
    expect(screen.getByTestId('connected').textContent).toBe('false')
  })

  test('behavior: useAuthenticatedFetch signs in again once on a 401 and repeats the request', async () => {
    const resource = await startResourceServer()
    const config = renderWithProviders({}, undefined, <FetchButton url={resource.url} />)
    await act(() => connect(config, { connector: config.connectors[0]! }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'))
    const first = screen.getByTestId('token').textContent

    fireEvent.click(screen.getByText('fetch'))
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('200'))
    expect(wallet.signRequests).toBe(2)
    expect(screen.getByTestId('token').textContent).not.toBe(first)
    await resource.close()
  })

  test('behavior: useWalletAuth reports the message auto-login asks the wallet to sign while its prompt is open', async () => {
    let answer = () => {}
    wallet.beforeSign = () => new Promise<void>((resolve) => (answer = resolve))
    function Request() {
      const { signInRequest } = useWalletAuth()
      return <output data-testid="request">{signInRequest ? `${signInRequest.asker} ${signInRequest.siwe?.address} ${signInRequest.message}` : 'none'}</output>
    }
    try {
      const config = renderWithProviders({}, undefined, <Request />)
      await act(() => connect(config, { connector: config.connectors[0]! }))
      await waitFor(() => expect(wallet.signRequests).toBe(1))
      const shown = screen.getByTestId('request').textContent!
      expect(shown).toMatch(new RegExp(`^controller ${alice.address} localhost:3000 wants you to sign in with your Ethereum account:\n${alice.address}\n`))
      expect(shown).toContain('Chain ID: 31337')

      answer()
      await waitFor(() => expect(localStorage.getItem(ACCOUNTS_STORAGE_KEY)).toContain(alice.address.toLowerCase()))
      await waitFor(() => expect(screen.getByTestId('request').textContent).toBe('none'))
    } finally {
      wallet.beforeSign = undefined
    }
  })

  test('behavior: useWalletAuth outside the provider throws a typed error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Status />)).toThrowError(/must be used within `WalletAuthProvider`/)
  })
})
