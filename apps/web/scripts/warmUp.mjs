// What `next dev` compiles on a page's first visit, asked for once by the run command itself: the first page,
// then every other page, one after the other. Each page's compile takes its client code with it, the
// wallet stack that 'Connect Wallet' imports included, so a first visit or a first click meets code that is
// already compiled. One page at a time: two compiles at once share the same two cores and finish no sooner.

/** Printed by the run command as it asks for its first page: from here on, next dev is compiling. */
export const WARM_UP_MESSAGE = 'pnpm dev: Stardust Local is ready; next dev compiles every page in the background, / first'

/**
 * Asks `origin` for each of `routes` in turn, as a browser asks for a page. A page that fails to compile
 * (a syntax error being fixed) is the developer's to see in the browser: it does not stop the others.
 * @param {string} origin e.g. http://127.0.0.1:3000
 * @param {readonly string[]} routes
 * @param {AbortSignal} signal aborted when the run command stops
 * @returns {Promise<{ ms: number, failed: string[] }>}
 */
export async function warmUp(origin, routes, signal) {
  const started = Date.now()
  const failed = []
  for (const route of routes) {
    let status = await ask(new URL(route, origin), signal)
    // next dev boots beside the chain: on a slow machine it may not listen yet.
    while (status === 'refused' && !signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      status = await ask(new URL(route, origin), signal)
    }
    if (signal.aborted) break
    if (status !== 200) failed.push(`${route} (${status})`)
  }
  return { ms: Date.now() - started, failed }
}

/** @returns {Promise<number | 'refused' | 'no answer'>} */
function ask(url, signal) {
  return fetch(url, { headers: { accept: 'text/html' }, signal }).then(
    async (response) => (await response.arrayBuffer(), response.status),
    (error) => (error?.cause?.code === 'ECONNREFUSED' ? 'refused' : 'no answer'),
  )
}
