// stardust-verify-site's check: fetch a live site's prerendered pages and every script, stylesheet, font and chunk
// they reference, and compare each with the build's manifest (siteManifest.mjs). Each difference is one line that
// names the page or file; an empty list means the site serves what was built.
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
 * @param {{ url: string, manifest: { pages: Record<string, { sha256: string, scripts: string[] }>, dynamicPages?: string[], files: Record<string, string> } }} options
 * @returns {Promise<{ problems: string[], pages: number, files: number }>}
 */
export async function verifySite({ url, manifest }) {
  const origin = new URL(url).origin
  const problems = []
  const referenced = new Map() // site path -> the reference as written, first seen
  // Next's own pages (/_not-found, /_global-error) answer only as errors: their HTML is not fetched by a path.
  const routes = Object.keys(manifest.pages).filter((route) => !route.startsWith('/_'))
  // Pages rendered per request have no fixed HTML: only what they reference is compared.
  const dynamicPages = manifest.dynamicPages ?? []
  await inBatches([...routes, ...dynamicPages], async (route) => {
    const { status, bytes } = await get(new URL(route, origin))
    if (status !== 200) return void problems.push(`page ${route}: answered ${status}, not the built page`)
    const html = bytes.toString('utf8')
    const built = manifest.pages[route]
    const { scripts, references } = htmlReferences(html)
    if (built && sha256Hex(bytes) !== built.sha256) {
      const added = scripts.filter((script) => !built.scripts.includes(script))
      problems.push(`page ${route}: differs from the manifest${added.length > 0 ? `; scripts not built: ${added.join(', ')}` : ''}`)
    }
    for (const reference of references) {
      const at = sitePath(reference, origin)
      if (at === null) problems.push(`page ${route}: loads ${reference} from another origin`)
      else if (!referenced.has(at)) referenced.set(at, reference)
    }
  })
  await inBatches([...referenced], async ([at, reference]) => {
    const expected = manifest.files[at]
    if (expected === undefined) return void problems.push(`${at}: not in the manifest`)
    const { status, bytes } = await get(new URL(reference, origin))
    if (status !== 200) problems.push(`${at}: answered ${status}`)
    else if (sha256Hex(bytes) !== expected) problems.push(`${at}: differs from the manifest`)
  })
  return { problems: problems.sort(), pages: routes.length + dynamicPages.length, files: referenced.size }
}
