import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { createTestWallet, type TestWallet } from '@stardust/test-wallet'
import { E2E_CHAIN_IDS, E2E_WALLET_CHAIN_IDS } from './constants'

/** Requests that stay on this machine; everything else is aborted, so no test reaches the internet. */
function isLocal(url: URL): boolean {
  return url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost'
}

async function blockInternet(context: BrowserContext): Promise<void> {
  await context.route((url) => !isLocal(url), (route) => route.abort('internetdisconnected'))
}

export type WalletFixtures = {
  /** One test wallet shared by every page of the test's context. */
  wallet: TestWallet
}

/**
 * The wallet journey's test: a context whose pages share one test wallet (keys in this Node
 * process), with every non-local request aborted.
 */
export const test = base.extend<WalletFixtures>({
  wallet: async ({ context }, use) => {
    await blockInternet(context)
    const wallet = createTestWallet({
      chains: E2E_WALLET_CHAIN_IDS.map((id) => ({ id })),
      chainId: E2E_CHAIN_IDS.mainnet,
    })
    await wallet.attach(context)
    await use(wallet)
  },
})

export { expect }

export type StoredAccount = { address: string; token: string }

/** wallet-auth's `wallet-auth:accounts` list (DESIGN.md section 3). */
export function storedAccounts(page: Page): Promise<StoredAccount[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('wallet-auth:accounts') ?? '[]') as StoredAccount[])
}

/** The token stored for `address`, if any. */
export async function storedToken(page: Page, address: string): Promise<string | undefined> {
  const accounts = await storedAccounts(page)
  return accounts.find((account) => account.address === address.toLowerCase())?.token
}

/** next-auth's session cookie (plain http: no __Secure- prefix). */
export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.find((cookie) => cookie.name === 'next-auth.session-token')
}

/** The session as the server sees it (GET /api/auth/session). */
export async function serverSession(page: Page): Promise<{ address?: string; expires?: string }> {
  const response = await page.request.get('/api/auth/session')
  return (await response.json()) as { address?: string; expires?: string }
}
