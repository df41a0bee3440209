// After `next build`: writes <distDir>/stardust-manifest.json, what this build serves to a browser, for
// stardust-verify-site and the release note. Every prerendered page (its SHA-256 and the scripts it runs), every
// other file a browser can fetch (/_next/static/**, public/**, the pages' RSC payloads) with its SHA-256, the
// commit, and the hashes of the deployments record and of the wallet-request allowlist the build inlined.
// Nothing in it depends on the folder or the time of the build, so two builds of one commit write the same file.
// Run from apps/web: `node scripts/siteManifest.mjs` (the build script does).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { htmlReferences, sha256Hex } from './htmlReferences.mjs'

export const MANIFEST_FILE = 'stardust-manifest.json'

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** The values each dynamic segment takes in the prerendered routes (`[locale]`: en, de, …), read from their srcRoute. */
function segmentValues(prerendered) {
  const values = {}
  for (const [route, { srcRoute }] of Object.entries(prerendered)) {
    const from = srcRoute?.split('/') ?? []
    const to = route.split('/')
    if (from.length !== to.length) continue
    from.forEach((segment, i) => {
      const name = /^\[([^.\]]+)\]$/.exec(segment)?.[1]
      if (name) (values[name] ??= new Set()).add(to[i])
    })
  }
  return values
}

/** A route's addresses, each dynamic segment with every value it takes; none for a catch-all (no fixed address). */
function addresses(route, values) {
  let paths = ['']
  for (const segment of route.split('/').filter(Boolean)) {
    const name = /^\[([^.\]]+)\]$/.exec(segment)?.[1]
    if (segment.startsWith('[') && !name) return []
    const options = name ? [...(values[name] ?? [])].sort() : [segment]
    paths = paths.flatMap((prefix) => options.map((option) => `${prefix}/${option}`))
  }
  return paths.map((address) => address || '/')
}

function sorted(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/**
 * The manifest of the build in distDir (apps/web's `.next` or NEXT_DIST_DIR).
 * @param {{ web: string, distDir: string, env?: Record<string, string | undefined> }} options
 */
export function siteManifest({ web, distDir, env = process.env }) {
  const appDir = path.join(distDir, 'server', 'app')
  const prerendered = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')).routes
  const pages = {}
  const files = {}
  const inlineScripts = new Set()
  for (const route of Object.keys(prerendered)) {
    const base = route === '/' ? 'index' : route.slice(1)
    const html = path.join(appDir, `${base}.html`)
    const body = path.join(appDir, `${base}.body`) // a metadata route: robots.txt, sitemap.xml, icons
    if (existsSync(html)) {
      const text = readFileSync(html, 'utf8')
      const { scripts, inlineCode } = htmlReferences(text)
      pages[route] = { sha256: sha256Hex(text), scripts }
      for (const script of inlineCode) inlineScripts.add(script)
    } else if (existsSync(body)) files[route] = sha256Hex(readFileSync(body))
  }
  // Pages rendered per request, in every language (`[locale]` takes the values its prerendered pages have): their HTML
  // is not fixed, but every file they reference must be in the manifest, and every inline script that is code (not
  // the RSC payload) one of `inlineScripts`, the build's own (the theme script, Next's bootstrap).
  const appRoutes = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'))
  const values = segmentValues(prerendered)
  const dynamicPages = Object.entries(appRoutes)
    .filter(([entry, route]) => entry.endsWith('/page') && !route.startsWith('/_'))
    .flatMap(([, route]) => addresses(route, values))
    .filter((route) => !(route in prerendered))
    .sort()
  // The RSC payloads a client-side navigation or prefetch fetches instead of the HTML, by their file under server/app.
  const payloads = Object.fromEntries(
    filesUnder(appDir)
      .filter((file) => file.endsWith('.rsc'))
      .map((file) => [file, sha256Hex(readFileSync(path.join(appDir, file)))]),
  )
  for (const file of filesUnder(path.join(distDir, 'static'))) files[`/_next/static/${file}`] = sha256Hex(readFileSync(path.join(distDir, 'static', file)))
  for (const file of filesUnder(path.join(web, 'public'))) files[`/${file}`] = sha256Hex(readFileSync(path.join(web, 'public', file)))

  const record = env.STARDUST_BUILD_DEPLOYMENTS_FILE?.trim() || path.join(web, '..', '..', 'packages', 'contracts', 'deployments', 'deployments.json')
  const { config } = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'))
  // The allowlist exactly as next.config inlined it (its canonical JSON): the same hash walletAllowlistSha256 gives.
  const inlined = config.env.STARDUST_WALLET_ALLOWLIST
  if (typeof inlined !== 'string') throw new Error('the build inlined no STARDUST_WALLET_ALLOWLIST (next.config.ts)')
  return {
    // The commit next.config read when the build began (its deploymentId), not HEAD now.
    commit: config.deploymentId || 'unknown',
    buildId: readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim(),
    deploymentsRecordSha256: sha256Hex(readFileSync(path.resolve(web, record))),
    walletAllowlistSha256: `0x${sha256Hex(inlined)}`,
    pages: sorted(pages),
    dynamicPages,
    inlineScripts: [...inlineScripts].sort(),
    files: sorted(files),
    payloads: sorted(payloads),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
  const manifest = siteManifest({ web, distDir })
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  writeFileSync(path.join(distDir, MANIFEST_FILE), text)
  const count = Object.keys(manifest.pages).length + Object.keys(manifest.files).length + Object.keys(manifest.payloads).length
  console.log(`manifest: ${path.relative(web, path.join(distDir, MANIFEST_FILE))}, ${count} files, sha256 ${sha256Hex(text)}`)
}
