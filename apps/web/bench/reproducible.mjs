// Are builds reproducible? Builds this commit again in a folder of its own (a git worktree under the system's temp
// folder: another absolute path, a fresh install from the pnpm store, no turbo or Turbopack cache) and compares its
// manifest with the manifest of this checkout's own build, file by file. Prints every file that differs, with the
// first differing bytes of both builds so the cause can be read; exit 1 if any differs.
// Opt-in, not part of `pnpm test`: a second full build takes several minutes on two cores.
//   pnpm --filter web build   (with the build variables you mean to compare: NEXT_PUBLIC_*, STARDUST_BUILD_*;
//                             it may run at the same time as this script)
//   node apps/web/bench/reproducible.mjs [--keep]   (--keep leaves the second build's worktree for a look)
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const root = path.resolve(web, '..', '..')
const MANIFEST = path.join('.next', 'stardust-manifest.json')
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const run = (command, args, cwd) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, STARDUST_BUILD_COMMIT: '' } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/** Where a manifest entry lives in a build: a page's HTML, an RSC payload, a static file or a public one. */
function fileOf(appDir, section, key) {
  const next = path.join(appDir, '.next')
  if (section === 'pages') return path.join(next, 'server', 'app', `${key === '/' ? 'index' : key.slice(1)}.html`)
  if (section === 'payloads') return path.join(next, 'server', 'app', key)
  if (key.startsWith('/_next/static/')) return path.join(next, 'static', key.slice('/_next/static/'.length))
  const body = path.join(next, 'server', 'app', `${key.slice(1)}.body`)
  return existsSync(body) ? body : path.join(appDir, 'public', key.slice(1))
}

/** The first differing bytes of two files, 60 bytes around them, as text. */
function firstDifference(a, b) {
  const left = readFileSync(a)
  const right = readFileSync(b)
  let at = 0
  while (at < left.length && at < right.length && left[at] === right[at]) at++
  const around = (bytes) => JSON.stringify(bytes.subarray(Math.max(0, at - 30), at + 30).toString('utf8'))
  return `sizes ${left.length} and ${right.length}, first difference at byte ${at}:\n      here:  ${around(left)}\n      there: ${around(right)}`
}

const hashOf = (entry) => (typeof entry === 'string' ? entry : entry?.sha256)

const commit = git('rev-parse', 'HEAD')
if (git('status', '--porcelain') !== '') throw new Error('the checkout has uncommitted changes: the copy would build the commit without them')

const folder = mkdtempSync(path.join(tmpdir(), 'stardust-reproducible-'))
const copy = path.join(folder, 'checkout')
const started = performance.now()
try {
  git('worktree', 'add', '--detach', copy, commit)
  run('npx', ['-y', 'pnpm@10.34.9', 'install', '--frozen-lockfile', '--prefer-offline'], copy)
  run('npx', ['-y', 'pnpm@10.34.9', 'turbo', 'run', 'build', '--filter=web', '--force'], copy)
  // Read after the second build, so this checkout's build may run at the same time.
  const here = JSON.parse(readFileSync(path.join(web, MANIFEST), 'utf8'))
  if (here.commit !== commit) throw new Error(`${MANIFEST} is of ${here.commit}, not of HEAD ${commit}: build this checkout first`)
  const there = JSON.parse(readFileSync(path.join(copy, 'apps', 'web', MANIFEST), 'utf8'))
  const differences = []
  for (const field of ['commit', 'buildId', 'deploymentsRecordSha256', 'walletAllowlistSha256'])
    if (here[field] !== there[field]) differences.push(`${field}: ${here[field]} here, ${there[field]} there`)
  let compared = 0
  for (const section of ['pages', 'files', 'payloads']) {
    for (const key of new Set([...Object.keys(here[section]), ...Object.keys(there[section])])) {
      compared++
      const [a, b] = [hashOf(here[section][key]), hashOf(there[section][key])]
      if (a === b) continue
      if (a === undefined || b === undefined) differences.push(`${section} ${key}: only ${a ? 'here' : 'there'}`)
      else differences.push(`${section} ${key}: ${firstDifference(fileOf(web, section, key), fileOf(path.join(copy, 'apps', 'web'), section, key))}`)
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  for (const line of differences) console.log(line)
  console.log(`reproducible: ${compared} files compared, ${differences.length} differ (second build in ${copy}, ${seconds} s)`)
  process.exitCode = differences.length > 0 ? 1 : 0
} finally {
  if (!process.argv.includes('--keep')) {
    git('worktree', 'remove', '--force', copy)
    rmSync(folder, { recursive: true, force: true })
  }
}
