import type { Page } from '@playwright/test'

/** 429s within this of a burst's first are that burst: requests already in flight when the first failed. */
const BURST_MS = 2_000

/**
 * A stand-in for one RPC origin in the page's browser: every JSON-RPC POST to `origin` is answered 429
 * Too Many Requests (as a public RPC over its rate) while `limited` is true and passed on otherwise;
 * CORS preflights are answered as a real endpoint would. Records when each 429 was answered.
 */
export async function rateLimitInBrowser(page: Page, origin: string) {
  const state = { limited: true, answered429At: [] as number[], passed: 0 }
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const method = route.request().method()
      if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      if (!state.limited || method !== 'POST') {
        state.passed++
        return route.continue()
      }
      state.answered429At.push(Date.now())
      return route.fulfill({ status: 429, headers: { ...cors, 'retry-after': '1' }, contentType: 'text/plain', body: 'Too Many Requests' })
    },
  )
  return {
    state,
    /** When each burst of 429s began (a burst: the 429s within 2 s of its first). */
    bursts(): number[] {
      const starts: number[] = []
      for (const at of state.answered429At) if (starts.length === 0 || at - starts.at(-1)! >= BURST_MS) starts.push(at)
      return starts
    },
  }
}
