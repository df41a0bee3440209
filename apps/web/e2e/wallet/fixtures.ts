import type { BrowserContext, Page } from '@playwright/test'
import { createTestWallet, type TestWallet } from '@stardust/test-wallet'
import { generatePrivateKey } from 'viem/accounts'
import { test as base, expect } from '../fixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS, E2E_CHAIN_IDS, E2E_WALLET_CHAIN_IDS, TEST_WALLET_OPTION, WALLET_TEST_TIMEOUT_MS } from './constants'

export type WalletFixtures = {
  /** One test wallet shared by every page of the test's context, with fresh keys per test. */
  wallet: TestWallet
  /** Sets the wallet journeys' whole-test budget (automatic). */
  walletBudget: void
}

/**
 * The wallet journeys' test: the suite's fixture (internet blocked, console watched) plus a test
 * wallet. Fresh keys per test keep the auth server's per-address rate limit out of the way, and a
 * per-test client address (X-Forwarded-For, trusted by the server) its per-IP one.
 */
export const test = base.extend<WalletFixtures>({
  // The wallet stack logs expected errors here (blocked WalletConnect lookups, 'Login process
  // failed'); uncaught page errors are still recorded in `problems.errors` ('pageerror: ...').
  allowConsoleErrors: true,
  walletBudget: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, testInfo) => {
      testInfo.setTimeout(WALLET_TEST_TIMEOUT_MS)
      await use()
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 250)
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
    await use(context)
  },
  wallet: async ({ context }, use, testInfo) => {
    const wallet = createTestWallet({
      privateKeys: [generatePrivateKey(), generatePrivateKey()],
      chains: E2E_WALLET_CHAIN_IDS.map((id) => ({ id })),
      chainId: E2E_CHAIN_IDS.mainnet,
    })
    await wallet.attach(context)
    await use(wallet)
    // A failed journey keeps what the pages asked the wallet and when: a flake on a busy CI
    // machine can then be read from the log instead of guessed.
    if (testInfo.status !== testInfo.expectedStatus) {
      const log = walletLog(wallet)
      await testInfo.attach('wallet-requests', { body: log, contentType: 'text/plain' })
      console.log(`wallet requests of '${testInfo.title}' (${testInfo.project.name}):\n${log}`)
    }
  },
})

/** One line per wallet request: ms since the first, method, answer (or 'pending'). */
function walletLog(wallet: TestWallet): string {
  const start = wallet.requests[0]?.at ?? 0
  return wallet.requests
    .map((request) => {
      const outcome = request.error ? `error ${request.error.code}` : request.answeredAt === undefined ? 'pending' : 'ok'
      const took = request.answeredAt === undefined ? '' : ` in ${request.answeredAt - request.at} ms`
      return `${String(request.at - start).padStart(6)} ms  ${request.method}  ${outcome}${took}`
    })
    .join('\n')
}

export { expect }

export type StoredAccount = { address: string; token: string }

/**
 * wallet-auth's `wallet-auth:accounts` list (docs/storage.md). Read again once a reload in between has
 * loaded: Next turns a refresh whose server answer fails (a busy instance) into a full reload.
 */
export async function storedAccounts(page: Page): Promise<StoredAccount[]> {
  const read = () => page.evaluate(() => JSON.parse(window.localStorage.getItem('wallet-auth:accounts') ?? '[]') as StoredAccount[])
  try {
    return await read()
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error
    await page.waitForLoadState('domcontentloaded')
    return read()
  }
}

/** The token stored for `address`, or undefined. */
export async function storedToken(page: Page, address: string): Promise<string | undefined> {
  const accounts = await storedAccounts(page)
  return accounts.find((account) => account.address === address.toLowerCase())?.token
}

/** next-auth's session cookie (plain http: no __Secure- prefix). */
export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.find((cookie) => cookie.name === 'next-auth.session-token')
}

/**
 * The session as the server sees it: GET /api/auth/session with the context's cookies, sent from
 * Node so that next-auth's rolling Set-Cookie on that route cannot write an older session back
 * into the browser while the page is signing in or out (page.request would store it).
 */
export async function serverSession(page: Page): Promise<{ address?: string; expires?: string }> {
  const cookies = await page.context().cookies()
  const cookie = cookies
    .filter((entry) => entry.name.startsWith('next-auth.'))
    .map((entry) => `${entry.name}=${entry.value}`)
    .join('; ')
  const response = await fetch(new URL('/api/auth/session', page.url()), { headers: { cookie } })
  return (await response.json()) as { address?: string; expires?: string }
}

/** The header's connect button, light (before the stack loads) or RainbowKit's. */
/** The connect button; `name` in another language (the page's catalog's site.connectWallet). */
export function connectButton(page: Page, name = 'Connect Wallet') {
  return page.getByRole('button', { name }).first()
}

/** Opens the connect modal and picks the test wallet (listed under Installed through EIP-6963). */
export async function chooseTestWallet(page: Page, connectLabel?: string): Promise<void> {
  await connectButton(page, connectLabel).click()
  await page.getByTestId(TEST_WALLET_OPTION).click()
}

/**
 * Waits until a disconnect has settled at every layer, as a person retrying would see it: the
 * wallet no longer grants the site (wagmi's wallet_revokePermissions reached it), wallet-auth's
 * disconnect debounce has run (`wallet-auth:current` cleared) and RainbowKit's modal is gone.
 * It also proves the disconnect reached the wallet, not only the page. (The reject journey's old
 * hang was the site's, not this wait's: wagmi's mount-time reconnect, see WalletStack.)
 */
export async function expectDisconnectSettled(page: Page, wallet: TestWallet): Promise<void> {
  const origin = new URL(page.url()).origin
  await expect.poll(() => wallet.isGranted(origin), { message: 'the wallet still grants the site' }).toBe(false)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('wallet-auth:current')), { message: 'wallet-auth still has a current account' })
    .toBeNull()
  await expect(page.locator('[data-rk] [role="dialog"]')).toHaveCount(0)
}

/** RainbowKit's sign-in dialog button ('Sign message' once the message is prepared). */
export function signMessageButton(page: Page) {
  return page.getByTestId('rk-auth-message-button')
}

/**
 * Connects through the modal and signs in: the dialog's 'Sign message' is clicked when the login
 * waits for it (auto-login may have asked the wallet first; either way one signature).
 */
export async function connectAndSignIn(page: Page, wallet: TestWallet, connectLabel?: string): Promise<string> {
  await chooseTestWallet(page, connectLabel)
  const button = signMessageButton(page)
  await expect
    .poll(
      async () => {
        if (await storedToken(page, wallet.address)) return true
        if (await button.isEnabled({ timeout: 500 }).catch(() => false)) await button.click({ timeout: 1_000 }).catch(() => undefined)
        return false
      },
      { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS },
    )
    .toBe(true)
  return (await storedToken(page, wallet.address)) as string
}

