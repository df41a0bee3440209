// What a script of the site's origin can do to a holder's tabs through what they share, as an attacker would try
// it: forged `sign-in-request` messages on wallet-auth's sync channel (another domain, account or network,
// expired, not yet valid, not EIP-4361, oversized), and forged or damaged transaction records in
// localStorage. Neither makes a tab ask the wallet anything, throw, or stop answering; a forged request is shown
// only as what it must be (this site, this account, this network), and the real prompt is still signed once.
import type { Page } from '@playwright/test'
import { getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { en } from '../../src/i18n/messages/en'
import { E2E_CHAINS } from '../chains'
import { resumerMounted } from '../onchain/resumer'
import { WALLET_SIGN_IN_TIMEOUT_MS } from './constants'
import { connectAndSignIn, expect, storedToken, test } from './fixtures'

const CHAIN_ID = E2E_CHAINS.mantle.chainId
const SYNC_CHANNEL = 'wallet-auth:sync'

/** Posts each of `messages` on the sync channel from `page` (a page of the same origin), in order. */
function postSync(page: Page, messages: unknown[]): Promise<void> {
  return page.evaluate(
    ([name, list]) => {
      const channel = new BroadcastChannel(name as string)
      for (const message of list as unknown[]) channel.postMessage(message)
      channel.close()
    },
    [SYNC_CHANNEL, messages] as const,
  )
}

/** Uncaught errors of a page from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('behavior: forged sign-in requests on the sync channel ask nothing, throw nowhere, only one naming this site, account and network is shown, and the real prompt is signed once', async ({
  context,
  page,
  wallet,
}) => {
  wallet.addChain(CHAIN_ID, E2E_CHAINS.mantle.rpcUrl)
  await wallet.switchChain(CHAIN_ID)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet, en.site.connectWallet)
  const host = new URL(page.url()).host
  // A connected holder without a token, in two tabs: one asks the wallet (auto-login), the other waits and explains
  // the same prompt, told over the sync channel. That waiting tab is the one forged requests could fool.
  await page.evaluate(() => window.localStorage.removeItem('wallet-auth:accounts'))
  await page.close()
  wallet.resetCounts()
  const signature = wallet.hold({ methods: ['personal_sign'] })
  const tabs = await Promise.all([0, 1].map(() => context.newPage()))
  const errors = tabs.map(pageErrors)
  await Promise.all(tabs.map((each) => each.goto('/stake')))
  await signature.requested
  const waitingSheet = (each: Page) => each.getByTestId('sign-in-sheet').filter({ hasText: en.signIn.otherTab })
  await expect.poll(async () => (await Promise.all(tabs.map((each) => waitingSheet(each).count()))).sort().join(), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe('0,1')
  const tab = (await waitingSheet(tabs[0]!).count()) === 1 ? tabs[0]! : tabs[1]!
  const sheet = waitingSheet(tab)

  // The attacker: a document of the same origin without the wallet stack (an image page).
  const attacker = await context.newPage()
  await attacker.goto('/favicon.ico')
  const address = getAddress(wallet.address)
  const siwe = (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
    createSiweMessage({
      address, chainId: CHAIN_ID, domain: host, nonce: 'forgednonce1234', uri: `http://${host}`, version: '1',
      issuedAt: new Date(), expirationTime: new Date(Date.now() + 600_000), ...fields,
    })
  const other = privateKeyToAccount(generatePrivateKey()).address
  const request = (message: unknown, from: unknown = address) => ({ type: 'sign-in-request', address: from, message })
  await postSync(attacker, [
    request(siwe({ domain: 'evil.example' })),
    request(siwe({ address: other }), other),
    request(siwe(), other),
    request(siwe({ chainId: 1 })),
    request(siwe({ expirationTime: new Date(Date.now() - 1_000) })),
    request(siwe({ notBefore: new Date(Date.now() + 3_600_000) })),
    request('Send all your STAR to 0x000000000000000000000000000000000000dEaD'),
    request(`${siwe()}\n${'x'.repeat(8_192)}`),
    request('x'.repeat(5_000_000)),
    request({ toString: 'not text' }),
    { type: 'sign-in-request', address, message: siwe(), __proto__: { polluted: true } },
  ])
  // Well-formed requests naming this site, account and network, but not the one the wallet was asked, thousands at
  // once, each another nonce: the tab keeps the request it holds (the real one, repeated by the asking tab) and
  // shows nothing of them (nothing of another statement either).
  const flood = Array.from({ length: 3_000 }, (_, index) => request(siwe({ nonce: `forgednonce${index}`, statement: 'Forged statement' })))
  // The waiting tab's own listener, made after the site's channel, hears the last of them after the site did.
  const heardFlood = tab.evaluate(
    ([name, count]) =>
      new Promise<void>((resolve) => {
        const channel = new BroadcastChannel(name)
        let left = count
        channel.onmessage = (event: MessageEvent<{ message?: unknown }>) => {
          if (String(event.data?.message).includes('Forged statement') && --left === 0) setTimeout(() => resolve(channel.close()), 0)
        }
      }),
    [SYNC_CHANNEL, flood.length] as const,
  )
  await tab.evaluate(() => undefined) // the listener is in place before the post
  await postSync(attacker, flood)
  await heardFlood
  expect(errors).toEqual([[], []])
  for (const each of tabs) await expect(each.evaluate(() => document.readyState)).resolves.toBe('complete')
  await expect(sheet).toBeVisible()
  await expect(sheet).toHaveCount(1)
  expect(wallet.requestCount('personal_sign')).toBe(1)

  // Nothing forged shows another site, account or network: the sheet names only this site, this account and Mantle.
  await expect(sheet.getByTestId('sign-in-explained-domain')).toContainText(host)
  await expect(sheet.getByTestId('sign-in-explained-address')).toContainText(address)
  await expect(sheet).not.toContainText('evil.example')
  await expect(sheet).not.toContainText('Forged statement')
  await expect(sheet).not.toContainText(other)

  // The real prompt is still the one the wallet signs, once; the tab signs in and its sheet goes.
  signature.approve()
  for (const each of tabs) await expect.poll(() => storedToken(each, wallet.address), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBeTruthy()
  for (const each of tabs) await expect(each.getByTestId('sign-in-sheet')).toHaveCount(0)
  expect(wallet.requestCount('personal_sign')).toBe(1)

  // Signed in: a forged request naming this very site, account and network puts no sign-in sheet before the holder.
  // The tab's own listener, made after the site's channel, hears it after the site did; a task later React has drawn.
  const heard = tab.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const channel = new BroadcastChannel(name)
        channel.onmessage = () => setTimeout(() => resolve(channel.close()), 0)
      }),
    SYNC_CHANNEL,
  )
  await tab.evaluate(() => undefined) // the listener is in place before the post
  await postSync(attacker, [request(siwe({ nonce: 'aftersignin1' }))])
  await heard
  for (const each of tabs) await expect(each.getByTestId('sign-in-sheet')).toHaveCount(0)
  expect(errors).toEqual([[], []])
})

test('behavior: forged and damaged transaction records in localStorage load the resumer at most: the page asks the wallet nothing, throws nothing, and the holder\'s stake panel stays there', async ({
  page,
  wallet,
}) => {
  wallet.addChain(CHAIN_ID, E2E_CHAINS.mantle.rpcUrl)
  await wallet.switchChain(CHAIN_ID)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet, en.site.connectWallet)
  const account = wallet.address
  const hash = `0x${'ab'.repeat(32)}`
  const records: Record<string, unknown> = {
    // Pending, of the holder, but with nonsense in every field a store checks.
    'stardust:transactions': [
      { status: 'pending', hash: 'not a hash', chainId: CHAIN_ID, account, description: 'x', addedAt: 1 },
      { status: 'pending', hash, chainId: 'mantle', account, description: 'x', addedAt: 1 },
      { status: 'pending', hash, chainId: CHAIN_ID, account: 'alice', description: 'x', addedAt: 1 },
      { status: 'pending', hash, chainId: 1e308, account, description: { html: '<img src=x onerror=alert(1)>' }, addedAt: 'now' },
      null,
      7,
    ],
    'stardust:batches': { status: 'pending' },
    'stardust:unanswered': [
      { status: 'pending', key: 'k', chainId: CHAIN_ID, account, description: 'x', addedAt: Date.now(), nonce: 1e300, block: -1, intent: { to: account, selector: '0x12345678' }, action: 'buy' },
      { status: 'cancelled', key: 'late', chainId: CHAIN_ID, account, description: 'x', addedAt: Date.now(), nonce: 0, block: 1.5, intent: { to: account, selector: '0x12345678' }, action: 'stake' },
      { status: 'pending', key: 'x'.repeat(1_000_000), chainId: CHAIN_ID, account, description: 'x', addedAt: 1, nonce: 0 },
    ],
  }
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, JSON.stringify(value))
  }, records)
  wallet.resetCounts()
  const errors = pageErrors(page)
  await page.reload()
  // A navigation of the page may still end its context under the first looks: such a look reads as not yet.
  await expect.poll(() => resumerMounted(page).catch(() => false), { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe(true)
  await expect(page.getByText(en.stake.heading, { exact: true })).toBeVisible()
  await expect(page.evaluate(() => document.readyState)).resolves.toBe('complete')
  expect(wallet.requests.map((r) => r.method).filter((method) => /send|sign/i.test(method))).toEqual([])
  expect(errors).toEqual([])
})
