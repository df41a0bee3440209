// stardust-verify-site's check: fetch a live site's pages and every script, stylesheet, font and chunk they reference,
// and compare each with the build's manifest (siteManifest.mjs): a prerendered page byte for byte, a page rendered
// per request by the code it runs (README.md beside this file says what is checked for which). Each difference is
// one line that names the page or file; an empty list means the site serves what was built.
import { htmlReferences, sha256Hex, sitePath } from './htmlReferences.mjs'

/** The site could not be asked at all (DNS, refused connection, timeout): not a difference, an outage. */
export class SiteUnreachableError extends Error {
  name = 'SiteUnreachableError'
}

const FETCH_TIMEOUT_MS = 15_000
const AT_ONCE = 8

async function get(url) {
  let response
  try {
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { 'accept-encoding': 'gzip, br' } })
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error)
    throw new SiteUnreachableError(`cannot reach ${url}: ${cause}`)
  }
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

async function inBatches(items, work) {
  const results = []
  for (let i = 0; i < items.length; i += AT_ONCE) results.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))))
  return results
}

/**
 * @param {{ url: string, manifest: { pages: Record<string, { sha256: string, scripts: string[] }>, dynamicPages?: string[], inlineScripts?: string[], files: Record<string, string> } }} options
 * @returns {Promise<{ problems: string[], pages: number, files: number }>}
 */
export async function verifySite({ url, manifest }) {
  const origin = new URL(url).origin
  const problems = []
  const referenced = new Map() // site path -> the reference as written and the page, first seen
  // Next's own pages (/_not-found, /_global-error) answer only as errors: their HTML is not fetched by a path.
  const routes = Object.keys(manifest.pages).filter((route) => !route.startsWith('/_'))
  // Pages rendered per request have no fixed HTML: what they reference and the code they run are compared.
  const dynamicPages = manifest.dynamicPages ?? []
  const knownInline = new Set(manifest.inlineScripts ?? [])
  await inBatches([...routes, ...dynamicPages], async (route) => {
    const { status, bytes } = await get(new URL(route, origin))
    if (status !== 200) return void problems.push(`page ${route}: answered ${status}, not the built page`)
    const html = bytes.toString('utf8')
    const built = manifest.pages[route]
    const { scripts, inlineCode, handlers, references } = htmlReferences(html)
    if (built && sha256Hex(bytes) !== built.sha256) {
      const added = scripts.filter((script) => !built.scripts.includes(script))
      problems.push(`page ${route}: differs from the manifest${added.length > 0 ? `; scripts not built: ${added.join(', ')}` : ''}`)
    }
    if (!built) {
      // Made per request: its data differs each time, but the code it runs must still be the build's.
      const added = inlineCode.filter((script) => !knownInline.has(script))
      if (added.length > 0) problems.push(`page ${route}: runs inline scripts the build did not write: ${[...new Set(added)].join(', ')}`)
    }
    if (handlers.length > 0) problems.push(`page ${route}: runs code from attributes: ${[...new Set(handlers)].join(', ')}`)
    for (const reference of references) {
      const at = sitePath(reference, origin)
      if (at === null) problems.push(`page ${route}: loads ${reference} from another origin`)
      else if (!referenced.has(at)) referenced.set(at, { reference, route })
    }
  })
  await inBatches([...referenced], async ([at, { reference, route }]) => {
    const expected = manifest.files[at]
    if (expected === undefined) return void problems.push(`${at}: not in the manifest (loaded by page ${route})`)
    const { status, bytes } = await get(new URL(reference, origin))
    if (status !== 200) problems.push(`${at}: answered ${status}`)
    else if (sha256Hex(bytes) !== expected) problems.push(`${at}: differs from the manifest`)
  })
  return { problems: problems.sort(), pages: routes.length + dynamicPages.length, files: referenced.size }
}
