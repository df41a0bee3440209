#!/usr/bin/env node
// stardust-verify-site <url> --manifest <file>: does the live site serve what the build wrote in its manifest?
// Exit 0: every page and every file they reference is the built one. Exit 1: a line per difference (a file
// changed, a file or script not in the manifest, a page that answers otherwise). Exit 2: the site could not be
// reached or the arguments or manifest are wrong. Needs Node 20+ and nothing else: copy scripts/ to a monitor.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { SiteUnreachableError, verifySite } from './verifySite.mjs'

const USAGE = 'usage: stardust-verify-site <url> --manifest <file>'

function fail(message) {
  console.error(`stardust-verify-site: ${message}`)
  process.exit(2)
}

let options
try {
  options = parseArgs({ allowPositionals: true, options: { manifest: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
} catch (error) {
  fail(`${error.message}\n${USAGE}`)
}
if (options.values.help) {
  console.log(USAGE)
  process.exit(0)
}
const [url, ...extra] = options.positionals
if (!url || extra.length > 0 || !options.values.manifest) fail(USAGE)
if (!/^https?:\/\//.test(url) || !URL.canParse(url)) fail(`"${url}" is not an http(s) URL`)

let manifest
try {
  manifest = JSON.parse(readFileSync(options.values.manifest, 'utf8'))
} catch (error) {
  fail(`cannot read the manifest ${options.values.manifest}: ${error.message}`)
}
if (typeof manifest?.pages !== 'object' || typeof manifest?.files !== 'object') fail(`${options.values.manifest} is not a site manifest (no pages and files)`)

try {
  const started = performance.now()
  const { problems, pages, files } = await verifySite({ url, manifest })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  for (const problem of problems) console.log(problem)
  const summary = `${pages} pages and ${files} files of commit ${manifest.commit} checked in ${seconds} s`
  if (problems.length > 0) {
    console.error(`stardust-verify-site: ${url} does NOT serve the build: ${problems.length} differences (${summary})`)
    process.exit(1)
  }
  console.log(`stardust-verify-site: ${url} serves the build (${summary})`)
} catch (error) {
  if (error instanceof SiteUnreachableError) fail(error.message)
  throw error
}
