// After `next build`: per-route Content-Security-Policy hashes. Reads the prerendered HTML of every
// route (.next/server/app/**/*.html), hashes each inline <script> (Next's bootstrap, the RSC payload
// pushes `self.__next_f.push(...)`, which differ per page, and the theme script), and adds to the build's
// header rules (routes-manifest.json, read by `next start` and server/production.mjs alike) one rule per
// route whose Content-Security-Policy is the base policy's with that route's hashes in script-src (every
// language's route, and English's at its unprefixed path too). Unknown paths get the not-found page's
// hashes (the catch-all rule). Writes .next/csp-routes.json too. The pages proxy.ts gives no nonce
// (src/csp/sitePages.mjs) must be exactly those prerendered in every language, or the build stops.
// Run from apps/web after `next build` (the build script does), before scripts/standalone.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PER_REQUEST_PAGES, PRERENDERED_PAGES } from '../src/csp/sitePages.mjs'
import { addScriptHashes, catchAllRule, hashInlineScripts, pageCoverage, routeRule, withUnprefixedEnglish } from './cspRoutes.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const CSP = 'content-security-policy'

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const routesManifest = readJson(path.join(distDir, 'routes-manifest.json'))
const prerendered = readJson(path.join(distDir, 'prerender-manifest.json')).routes
const appPaths = readJson(path.join(distDir, 'app-path-routes-manifest.json'))

// The base rule next.config gives every path: its policy is the one each route's rule extends.
let baseRule
try {
  baseRule = catchAllRule(routesManifest.headers)
} catch (error) {
  console.error(`csp: routes-manifest.json has ${error.message}`)
  process.exit(1)
}
// Without hashes: a second run starts from next.config's policy again.
const basePolicy = baseRule.headers.find(({ key }) => key.toLowerCase() === CSP).value.replace(/ 'sha256-[^']+'/g, '')

/** @type {Record<string, string[]>} */
const hashes = {}
for (const route of Object.keys(prerendered)) {
  const file = path.join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.html`)
  if (existsSync(file)) hashes[route] = hashInlineScripts(readFileSync(file, 'utf8'))
}
// Every page address but the prerendered pages' gets a nonce from proxy.ts, by the list it shares with this
// step: a listed page must have hashes in every language, and a prerendered one must be listed.
const coverage = pageCoverage({ appPaths, prerendered, hashed: Object.keys(hashes), prerenderedPages: PRERENDERED_PAGES, perRequestPages: PER_REQUEST_PAGES })
if (coverage.notPrerendered.length > 0) {
  console.error(`csp: ${coverage.notPrerendered.join(', ')} in src/csp/sitePages.mjs but not prerendered in every language: its scripts would have neither hashes nor a nonce; take it off the list, or keep the page static`)
  process.exit(1)
}
if (coverage.unlisted.length > 0) {
  console.error(`csp: ${coverage.unlisted.join(', ')} prerendered but not in src/csp/sitePages.mjs: list it there (proxy.ts would give it a nonce its prerendered HTML lacks)`)
  process.exit(1)
}
if (coverage.perRequestUnlisted.length > 0) {
  console.error(`csp: ${coverage.perRequestUnlisted.join(', ')} rendered per request but not in src/csp/sitePages.mjs's PER_REQUEST_PAGES: list it there (else its policy is an unknown address's, without Trusted Types)`)
  process.exit(1)
}

const notFound = hashes['/_not-found'] ?? []
// Every rule is replaced, never appended twice: running the step again gives the same manifest.
const routeRules = Object.entries(withUnprefixedEnglish(hashes))
  .filter(([route]) => route !== '/_not-found')
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([route, routeHashes]) => routeRule(route, addScriptHashes(basePolicy, routeHashes)))
const otherRules = routesManifest.headers.filter((rule) => !rule.stardustCsp)
baseRule.headers = baseRule.headers.map((header) => (header.key.toLowerCase() === CSP ? { ...header, value: addScriptHashes(basePolicy, notFound) } : header))
routesManifest.headers = [...otherRules, ...routeRules]

const manifestText = `${JSON.stringify(routesManifest, null, 2)}\n`
writeFileSync(path.join(distDir, 'routes-manifest.json'), manifestText)
// next build already copied the manifest into the standalone folder: keep that copy the same.
const standaloneManifest = path.join(distDir, 'standalone', 'apps', 'web', path.basename(distDir), 'routes-manifest.json')
if (existsSync(standaloneManifest)) writeFileSync(standaloneManifest, manifestText)
writeFileSync(path.join(distDir, 'csp-routes.json'), `${JSON.stringify(hashes, null, 2)}\n`)
const count = new Set(Object.values(hashes).flat()).size
console.log(`csp: ${Object.keys(hashes).length} prerendered routes in ${coverage.locales.length} languages, ${count} distinct inline-script hashes; a nonce per request for every other page address`)
