// What an HTML injection could run, on prerendered pages (hashes) and pages rendered per request
// (nonce): markup that got into the server's HTML (as a stored XSS would put it there) with an
// event-handler attribute and an inline script. Neither runs; each refusal is a violation the page sees.
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'

test.use({ allowConsoleErrors: true })

const INJECTED = '<img src="/no-such-image.png" onerror="window.__injected=(window.__injected||[]).concat(\'img\')"><script>window.__injected=(window.__injected||[]).concat(\'script\')</script>'

// English at its address without a prefix and a prefixed language, each static and per request.
for (const path of ['/', '/ar', '/stake', '/de/stake']) {
  test(`behavior: on ${path} an injected <img onerror> and an injected <script> do not run`, async ({ page, problems }) => {
    // The site's own answer, headers and all, with the markup added to its body.
    await page.route(path, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</body>', `${INJECTED}</body>`)
      expect(html).toContain(INJECTED)
      await route.fulfill({ response, body: html })
    })
    await page.goto(path)
    await hydrated(page)
    // The image has failed (its error event is where the handler would have run).
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('img[src="/no-such-image.png"]')?.complete)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __injected?: string[] }).__injected)).toBeUndefined()
    await expect.poll(() => problems.errors.filter((line) => line.startsWith('console: CSP violation (enforce): script-src-attr')).length).toBe(1)
    await expect.poll(() => problems.errors.filter((line) => line.startsWith('console: CSP violation (enforce): script-src-elem blocked inline')).length).toBe(1)
  })
}
