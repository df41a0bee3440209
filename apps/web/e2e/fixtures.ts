import { test as base, expect } from '@playwright/test'
import type { Page } from '@playwright/test'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export type PageProblems = {
  /** console.error messages and uncaught page errors, in order. */
  errors: string[]
  /** URLs the page tried to reach outside 127.0.0.1 (all of them were blocked). */
  external: string[]
}

type Fixtures = {
  problems: PageProblems
  /** Set to true in a test that expects console errors (none of ours does). */
  allowConsoleErrors: boolean
}

function watch(page: Page, problems: PageProblems): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`))
}

/**
 * The suite's `test`: every page of the context is watched for console errors (the test
 * fails if any appears) and every request leaving 127.0.0.1 is blocked and recorded, so no
 * test reaches the internet. Wallet journeys (e2e/wallet) use the same fixture.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  problems: [
    async ({ context, allowConsoleErrors }, use) => {
      const problems: PageProblems = { errors: [], external: [] }
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:'),
        async (route) => {
          problems.external.push(route.request().url())
          await route.abort('blockedbyclient')
        },
      )
      // WebSockets (WalletConnect's relay) are answered by nobody: recorded and closed.
      await context.routeWebSocket(
        (url) => !LOCAL_HOSTS.has(url.hostname),
        (socket) => {
          problems.external.push(socket.url())
          void socket.close()
        },
      )
      for (const page of context.pages()) watch(page, problems)
      context.on('page', (page) => watch(page, problems))
      await use(problems)
      if (!allowConsoleErrors) expect(problems.errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
