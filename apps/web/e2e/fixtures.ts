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
  // WebSockets (WalletConnect's relay) fail the same way.
  page.on('websocket', (socket) => {
    if (leavesMachine(socket.url())) problems.external.push(socket.url())
  })
}

function leavesMachine(url: string): boolean {
  const { hostname, protocol } = new URL(url)
  return !LOCAL_HOSTS.has(hostname) && /^(https?|wss?):$/.test(protocol)
}

/**
 * The suite's `test`: every page of the context is watched for console errors (the test
 * fails if any appears) and every request leaving 127.0.0.1 fails and is recorded, so no
 * test reaches the internet. Wallet journeys (e2e/wallet) use the same fixture.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  problems: [
    async ({ context, allowConsoleErrors }, use) => {
      const problems: PageProblems = { errors: [], external: [] }
      // The browser resolves no other host (playwright.config.ts, --host-resolver-rules): a request
      // elsewhere fails in the browser and is recorded here from the request events. Routing it instead
      // would pass every request of every test through Playwright and turn the browser's cache off.
      context.on('request', (request) => {
        if (leavesMachine(request.url())) problems.external.push(request.url())
      })
      // Every Content-Security-Policy violation (enforced or report-only) is a console error, so every
      // spec also proves its pages run under the policy with none (e2e/csp for the policy itself).
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation (${event.disposition}): ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`),
        ),
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
