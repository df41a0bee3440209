// Every chain but the one a test transacts on made unreachable the way public RPCs fail in the field:
// requests that are never answered, so the page only moves on when its own timeout gives up on them.
// The page's own origin and the Mantle-id node stay reachable.
import type { BrowserContext } from '@playwright/test'
import { E2E_CHAINS } from '../chains'

const REACHABLE = new Set([`127.0.0.1:${E2E_CHAINS.mantle.port}`])

export type Unreachable = {
  /** How many requests to the unreachable chains were held. */
  held: () => number
  /** A mark of the moment, to count from. */
  mark: () => number
  /** How many requests held after `mark` the page has given up on (its timeout aborted them). */
  givenUpSince: (mark: number) => number
}

/** Holds every request to another chain's RPC (the public ones, and the Arbitrum-id node) unanswered. */
export async function leaveOtherChainsUnanswered(context: BrowserContext, siteOrigin: string): Promise<Unreachable> {
  const site = new URL(siteOrigin).host
  const isUnreachable = (url: URL) => url.host !== site && !REACHABLE.has(url.host) && (url.protocol === 'http:' || url.protocol === 'https:')
  // The order in which each held request arrived (its place in `heldOrder`), by request.
  const heldOrder = new Map<object, number>()
  const givenUp: number[] = []
  await context.route(isUnreachable, (route) => {
    heldOrder.set(route.request(), heldOrder.size) // never fulfilled, continued or aborted: it hangs until the page gives up
  })
  context.on('requestfailed', (request) => {
    const order = heldOrder.get(request)
    if (order !== undefined) givenUp.push(order)
  })
  return {
    held: () => heldOrder.size,
    mark: () => heldOrder.size,
    givenUpSince: (mark) => givenUp.filter((order) => order >= mark).length,
  }
}
