// @vitest-environment jsdom
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { CONNECT_WARNING_SEEN_KEY } from '@/constants'
import { I18nProvider } from '@/i18n/I18nProvider'
import { en } from '@/i18n/messages/en'
import { TEXTS } from '@/texts'
import { ToastHost } from '@/toast/ToastHost'
import { WalletBridgeProvider } from '@/wallet-bridge/WalletBridgeProvider'
import { ConnectWarning } from './ConnectWarning'

// React runs every effect twice in development (StrictMode); the e2e suite runs a production
// build, so this is where the README's run command (`pnpm dev`) is covered. Timers and lazy imports
// update the tree outside act(), as in a browser.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  window.sessionStorage.clear()
})

test('behavior: under the development double run, a first visit shows the warning once and marks the visit', async () => {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  unmount = () => root.unmount()
  root.render(
    createElement(
      StrictMode,
      null,
      createElement(I18nProvider, { locale: 'en', messages: en }, createElement(WalletBridgeProvider, null, createElement(ConnectWarning), createElement(ToastHost))),
    ),
  )

  // Real timers: the warning's 1 s delay, then react-toastify's lazy import and container mount.
  await vi.waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1), { timeout: 10_000 })
  expect(document.querySelector('.Toastify__toast')?.textContent).toContain(TEXTS.connectWarning)
  expect(window.sessionStorage.getItem(CONNECT_WARNING_SEEN_KEY)).not.toBeNull()
})
