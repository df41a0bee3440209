// Every chain but the one a test transacts on made unreachable the way public RPCs fail in the field:
// requests that are never answered (research/field-anchors.md, "RPCs"). The page's own origin and the
// Mantle-id node stay reachable.
import type { BrowserContext } from '@playwright/test'
import { E2E_CHAINS } from '../chains'

const REACHABLE = new Set([`127.0.0.1:${E2E_CHAINS.mantle.port}`])

/** Holds every request to another chain's RPC (the public ones, and the Arbitrum-id node) unanswered; returns the count. */
export async function leaveOtherChainsUnanswered(context: BrowserContext, siteOrigin: string): Promise<{ held: () => number }> {
  let held = 0
  const site = new URL(siteOrigin).host
  await context.route(
    (url) => url.host !== site && !REACHABLE.has(url.host) && (url.protocol === 'http:' || url.protocol === 'https:'),
    () => {
      held += 1 // never fulfilled, continued or aborted: the request hangs until the page's own timeout
    },
  )
  return { held: () => held }
}
