// Whether a page downloaded and mounted ResumePending (src/transactions/ResumePendingGate.tsx): it is loaded only
// once a transaction record waits. Its module marks `stardust:resume-pending` (a performance mark) when it mounts,
// and that text is in its chunk only.
import type { BrowserContext, Page } from '@playwright/test'

const RESUMING_MARK = 'stardust:resume-pending'

/** Every /_next/static script the context's pages receive that holds the resumer's code. `settled()` waits for the bodies read so far. */
export function watchResumerDownloads(context: BrowserContext) {
  const found: string[] = []
  const reads: Promise<void>[] = []
  context.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (!pathname.startsWith('/_next/static/') || !pathname.endsWith('.js')) return
    reads.push(
      response.body().then(
        (body) => void (body.toString('utf8').includes(RESUMING_MARK) && found.push(pathname)),
        () => undefined, // no body (aborted): nothing downloaded
      ),
    )
  })
  return {
    /** The scripts with the resumer's code received until now. */
    async downloaded(): Promise<string[]> {
      await Promise.all(reads)
      return [...found]
    },
  }
}

/** Whether ResumePending has mounted in this page load. */
export function resumerMounted(page: Page): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, RESUMING_MARK)
}
