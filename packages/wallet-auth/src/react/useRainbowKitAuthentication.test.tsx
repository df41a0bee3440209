import { RainbowKitAuthenticationProvider, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { createApiClient } from '@stardust/api-client'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { connect, getAccount } from 'wagmi/actions'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { type RpcWallet, startRpcWallet } from '../../test/rpcWallet.js'
import { WagmiWrapper, createTestConfig } from '../../test/wagmi.js'
import { ACCOUNTS_STORAGE_KEY } from '../constants.js'
import { PREPARE_ERROR_TEXT, VERIFY_ERROR_TEXT } from '../texts.js'
import { WalletAuthProvider } from './WalletAuthProvider.js'
import { signsWithoutGesture } from './signsWithoutGesture.js'
import { useRainbowKitAuthentication } from './useRainbowKitAuthentication.js'
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
  Object.assign(server.mode, { failLogin: false, failNonce: false })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function RainbowKitAuth({ children }: { children: ReactNode }) {
  const { adapter, status } = useRainbowKitAuthentication()
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      <RainbowKitProvider>{children}</RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  )
}

function Page() {
  const { openConnectModal } = useConnectModal()
  const { status } = useWalletAuth()
  const { status: rainbowKitStatus } = useRainbowKitAuthentication()
  return (
    <>
      <button type="button" onClick={openConnectModal}>
        open
      </button>
      <output data-testid="status">{status}</output>
      <output data-testid="rk-status">{rainbowKitStatus}</output>
    </>
  )
}

async function openDialogAndConnect(connectorType?: string) {
  const config = createTestConfig(wallet, [alice], {}, connectorType)
  render(
    <WagmiWrapper config={config}>
      <WalletAuthProvider api={createApiClient({ baseURL: server.baseURL })}>
        <RainbowKitAuth>
          <Page />
        </RainbowKitAuth>
      </WalletAuthProvider>
    </WagmiWrapper>,
  )
  await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('unauthenticated'))
  fireEvent.click(screen.getByText('open'))
  // The user picks the wallet in the open modal: RainbowKit turns it into the sign-in dialog.
  await act(() => connect(config, { connector: config.connectors[0]! }))
  return config
}

const signButton = () => screen.getByTestId('rk-auth-message-button')

describe('RainbowKit adapter', () => {
  test('behavior: the dialog drives the login: message prepared before the click, one signature', async () => {
    await openDialogAndConnect()
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))
    // The dialog holds the login: auto-login (100 ms) must not prompt beside it.
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(wallet.signRequests).toBe(0)
    expect(screen.getByTestId('status').textContent).toBe('signing')

    fireEvent.click(signButton())
    await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
    expect(wallet.signRequests).toBe(1)
    expect(server.stats.logins).toBeGreaterThan(0)
    expect(JSON.parse(localStorage.getItem(ACCOUNTS_STORAGE_KEY)!)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByTestId('rk-auth-message-button')).toBeNull())
  })

  test('behavior: a refused signature shows the verify text and the retry signs a fresh message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const config = await openDialogAndConnect()
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))

    server.mode.failLogin = true
    fireEvent.click(signButton())
    await screen.findByText(VERIFY_ERROR_TEXT)
    expect(getAccount(config).status).toBe('connected') // the dialog offers retry; its cancel disconnects

    server.mode.failLogin = false
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signing'))
    fireEvent.click(signButton())
    await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
    expect(wallet.signRequests).toBe(2)
  })

  test('behavior: a failed nonce shows the preparing text on the click, and the next click prepares again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.mode.failNonce = true
    await openDialogAndConnect()
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))
    fireEvent.click(signButton())
    await screen.findByText(PREPARE_ERROR_TEXT)
    expect(wallet.signRequests).toBe(0)

    server.mode.failNonce = false
    fireEvent.click(signButton())
    await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
    expect(wallet.signRequests).toBe(1)
  })
})

describe('RainbowKit adapter: signing without a click', () => {
  test('behavior: an injected wallet is asked as soon as the message is ready; the dialog shows its steps', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    wallet.beforeSign = () => held
    try {
      await openDialogAndConnect('injected')
      // No click: the request reaches the wallet, and the dialog says so.
      await waitFor(() => expect(wallet.signRequests).toBe(1))
      await waitFor(() => expect(signButton().textContent).toBe('Waiting for signature...'))
      release()
      await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
      expect(wallet.signRequests).toBe(1)
      expect(JSON.parse(localStorage.getItem(ACCOUNTS_STORAGE_KEY)!)).toHaveLength(1)
    } finally {
      wallet.beforeSign = undefined
    }
  })

  test('behavior: a WalletConnect wallet keeps the click (its app opens only from a gesture)', async () => {
    await openDialogAndConnect('walletConnect')
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(wallet.signRequests).toBe(0)
    fireEvent.click(signButton())
    await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
    expect(wallet.signRequests).toBe(1)
  })

  test('behavior: a failed preparation is not pressed; the visitor’s click retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.mode.failNonce = true
    await openDialogAndConnect('injected')
    await waitFor(() => expect(signButton().textContent).toBe('Sign message'))
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(screen.queryByText(PREPARE_ERROR_TEXT)).toBeNull()
    expect(wallet.signRequests).toBe(0)

    server.mode.failNonce = false
    fireEvent.click(signButton())
    await waitFor(() => expect(screen.getByTestId('rk-status').textContent).toBe('authenticated'))
    expect(wallet.signRequests).toBe(1)
  })
})

describe('signsWithoutGesture', () => {
  test('behavior: injected yes; WalletConnect, Coinbase, Base no; MetaMask SDK only over an injected MetaMask', () => {
    expect(signsWithoutGesture({ type: 'injected' })).toBe(true)
    for (const type of ['walletConnect', 'coinbaseWallet', 'baseAccount', 'mock']) expect(signsWithoutGesture({ type })).toBe(false)
    expect(signsWithoutGesture({ type: 'metaMask' })).toBe(false)
    const host = window as { ethereum?: unknown }
    host.ethereum = { isMetaMask: true }
    try {
      expect(signsWithoutGesture({ type: 'metaMask' })).toBe(true)
    } finally {
      delete host.ethereum
    }
  })
})
