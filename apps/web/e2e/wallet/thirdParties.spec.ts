// Issue 14, item 3: the privacy page says WalletConnect is contacted only if you connect through it.
// From load to "connect modal open, nothing chosen" the page may talk only to its own origin and the
// RPCs it reads; every request (and websocket) is recorded, blocked or not.
import { PUBLIC_RPC_URLS } from '@stardust/chains'
import { E2E_CHAINS } from '../chains'
import { TEST_WALLET_OPTION } from './constants'
import { connectButton, expect, test } from './fixtures'

const RPC_ORIGINS = new Set([
  ...Object.values(PUBLIC_RPC_URLS).flatMap((urls) => urls.map((url) => new URL(url).origin)),
  ...Object.values(E2E_CHAINS).flatMap((chain) => chain.siteRpc.split(',').map((url) => new URL(url).origin)),
])

for (const returning of [false, true]) {
  test(`behavior: ${returning ? 'a returning injected visitor' : 'a first-time visitor'} opening the connect modal contacts no third party`, async ({
    page,
    context,
    wallet,
  }) => {
    const contacted: string[] = []
    context.on('request', (request) => contacted.push(request.url()))
    page.on('websocket', (socket) => contacted.push(socket.url()))
    if (returning) {
      // A browser that connected the injected wallet before (then disconnected: the modal can open).
      await context.addInitScript(() => window.localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('injected')))
    }
    await page.goto('/stake')
    const origin = new URL(page.url()).origin
    await connectButton(page).click()
    await expect(page.getByTestId(TEST_WALLET_OPTION)).toBeVisible()
    // An absence over time: the WalletConnect SDK, when it was set up with the config, opened its relay
    // and fetched its remote config within about a second of the modal.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(3_000)

    const foreign = contacted.filter((url) => {
      const { protocol, origin: target } = new URL(url)
      if (protocol === 'data:' || protocol === 'blob:') return false
      return target !== origin && !RPC_ORIGINS.has(target)
    })
    expect(foreign).toEqual([])
    expect(wallet.signatureCount).toBe(0)
    // Nor did WalletConnect keep anything (the storage table: "only if you connect through WalletConnect").
    const kept = await page.evaluate(async () => [
      ...Object.keys(window.localStorage).filter((key) => key.startsWith('wc@2') || key.startsWith('@w3m')),
      ...(await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => /walletconnect|wc@2/i.test(name)),
    ])
    expect(kept).toEqual([])
    // The page did load the wallet stack (the modal is RainbowKit's), so the check saw it run.
    expect(contacted.some((url) => url.startsWith(`${origin}/_next/static/`))).toBe(true)
  })
}
