import { createDpopSigner } from '@stardust/wallet-auth'
import { WALLET_SIGN_IN_TIMEOUT_MS, WALLET_TEST_TIMEOUT_MS } from './constants'
import { connectAndSignIn, expect, serverSession, storedAccounts, test } from './fixtures'
import { proofInPage, storedKeyInPage } from './pageProof'

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; cnf?: { jkt: string } }

test('behavior: three tabs, one key and one signature; the key in IndexedDB is non-extractable and the token is bound to it', async ({ context, page, wallet }) => {
  // Two sign-ins, the second with three tabs loading the wallet stack at once: two journeys' budget.
  test.setTimeout(2 * WALLET_TEST_TIMEOUT_MS)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  // A fresh start for the three tabs: no token and no key yet, so they race to create both.
  await page.evaluate(() => {
    window.localStorage.removeItem('wallet-auth:accounts')
    return new Promise((resolve) => {
      const open = indexedDB.open('wallet-auth')
      open.onsuccess = () => {
        const clear = open.result.transaction('keys', 'readwrite').objectStore('keys').clear()
        clear.onsuccess = () => resolve(null)
      }
    })
  })
  await page.close()
  wallet.resetCounts()
  const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()))
  await Promise.all(tabs.map((tab) => tab.goto('/stake')))
  await Promise.all(tabs.map((tab) => expect.poll(async () => (await storedAccounts(tab)).length, { timeout: WALLET_SIGN_IN_TIMEOUT_MS }).toBe(1)))
  expect(wallet.signatureCount).toBe(1)
  const token = (await storedAccounts(tabs[0]!))[0]!.token
  expect(claims(token).cnf?.jkt).toMatch(/^[\w-]{43}$/)
  const keys = await Promise.all(tabs.map((tab) => storedKeyInPage(tab, wallet.address)))
  for (const key of keys) expect(key).toMatchObject({ count: 1, extractable: false, algorithm: 'P-256', exportError: 'InvalidAccessError', publicJwk: keys[0]!.publicJwk })
  // Each tab's proof with the shared key is accepted for the bound token, and the server session followed.
  for (const tab of tabs) {
    const url = new URL('/api/v1/user/me', tab.url()).href
    const me = await context.request.get(url, { headers: { authorization: `DPoP ${token}`, dpop: await proofInPage(tab, wallet.address, 'GET', url, token) } })
    expect(me.status()).toBe(200)
  }
  await expect.poll(async () => (await serverSession(tabs[0]!)).address).toBe(wallet.address.toLowerCase())
})

test('behavior: a token lifted from localStorage and replayed from Node is 401: no proof, as bearer, another key\'s proof, a replayed proof', async ({ page, wallet, playwright, baseURL }) => {
  await page.goto('/stardust')
  await connectAndSignIn(page, wallet)
  const token = (await storedAccounts(page))[0]!.token
  // The page's own Stardust call carries the token and a proof; keep both as they went.
  const sent = page.waitForRequest((request) => request.url().includes('/api/v1/stardust/me') && request.headers().dpop !== undefined)
  await page.reload()
  const original = await sent
  const answered = await original.response()
  expect(answered?.status()).toBe(200)
  // Elsewhere: a Node client with no cookie, no key, nothing but what a script could read or see.
  const thief = await playwright.request.newContext({ baseURL })
  try {
    const me = `${baseURL}/api/v1/stardust/me`
    const noProof = await thief.get(me, { headers: { authorization: `DPoP ${token}` } })
    expect([noProof.status(), noProof.headers()['www-authenticate']]).toEqual([401, expect.stringMatching(/^DPoP error="invalid_dpop_proof"/)])
    expect((await thief.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401)
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
    const otherKey = await createDpopSigner({ keys: { get: async () => pair } })({ method: 'GET', url: me, accessToken: token })
    const foreign = await thief.get(me, { headers: { authorization: `DPoP ${token}`, dpop: otherKey! } })
    expect([foreign.status(), ((await foreign.json()) as { error: { code: string } }).error.code]).toEqual([401, 'dpop_invalid'])
    const headers = original.headers()
    const replay = await thief.get(original.url(), { headers: { authorization: headers.authorization!, dpop: headers.dpop! } })
    expect([replay.status(), ((await replay.json()) as { error: { code: string } }).error.code]).toEqual([401, 'dpop_replayed'])
    // next-auth's session cannot be opened with the lifted token either (no proof for the callback).
    const csrf = ((await (await thief.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken
    await thief.post('/api/auth/callback/wallet', { form: { token, csrfToken: csrf, json: 'true' } })
    expect(((await (await thief.get('/api/auth/session')).json()) as { address?: string } | null)?.address).toBeUndefined()
  } finally {
    await thief.dispose()
  }
})
