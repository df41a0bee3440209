import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { WORKSPACE_ROOT } from './workspace.js'

const run = promisify(execFile)
const PNPM = ['-y', 'pnpm@10.34.9']

/** What the consumer installs beside the tarballs: a Playwright without @playwright/test. */
export const EXTRA_PACKAGES = ['playwright-core@1.65.1']

/**
 * npm's cache, shared across runs (a cold one costs a download of viem and friends): the
 * variable when CI sets one, else a folder in the user's cache.
 */
export const NPM_CACHE = process.env.STARDUST_PACK_NPM_CACHE ?? join(homedir(), '.cache', 'stardust-pack-check-npm')

export type Consumer = { dir: string; tarballs: string[]; npmOutput: string; timings: Record<string, number> }

/** `pnpm pack` of the given packages, then `npm install` of the tarballs into an empty folder outside the workspace. */
export async function createConsumer(names: string[]): Promise<Consumer> {
  const root = mkdtempSync(join(tmpdir(), 'stardust-consumer-'))
  const tgz = join(root, 'tarballs')
  const dir = join(root, 'app')
  mkdirSync(dir)
  const timings: Record<string, number> = {}
  let started = Date.now()
  const filters = names.flatMap((name) => ['--filter', name])
  await run('npx', [...PNPM, ...filters, '-r', 'pack', '--pack-destination', tgz], { cwd: WORKSPACE_ROOT, maxBuffer: 16 << 20 })
  timings.pack = Date.now() - started
  const tarballs = readdirSync(tgz).map((file) => join(tgz, file))

  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
  started = Date.now()
  const { stdout, stderr } = await npmInstall(dir, [...tarballs, ...EXTRA_PACKAGES])
  timings.install = Date.now() - started
  return { dir, tarballs, npmOutput: `${stdout}\n${stderr}`, timings }
}

function npmInstall(dir: string, specs: string[]) {
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--cache', NPM_CACHE, '--loglevel', 'warn', ...specs]
  return run('npm', args, { cwd: dir, env: consumerEnv(), maxBuffer: 16 << 20 })
}

/**
 * A second `npm install` into the consumer: `specs` (e.g. optional peers), with each package of
 * `stubbed` replaced through npm `overrides` by an empty one. wagmi's @wagmi/connectors (WalletConnect,
 * MetaMask SDK, ...: most of its ~600 MB, 74 s cold) is never imported by our entries, so a stub
 * keeps the install to seconds and proves that: an import of it would fail to resolve.
 */
export async function addToConsumer(consumer: Consumer, specs: string[], stubbed: string[] = []) {
  const manifestFile = join(consumer.dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { overrides?: Record<string, string> }
  manifest.overrides = { ...manifest.overrides }
  for (const name of stubbed) {
    const stub = join(consumer.dir, '..', 'stubs', name.replace('/', '+'))
    mkdirSync(stub, { recursive: true })
    writeFileSync(join(stub, 'package.json'), JSON.stringify({ name, version: '0.0.0-stub', type: 'module', exports: {} }))
    manifest.overrides[name] = `file:${stub}`
  }
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const { stdout, stderr } = await npmInstall(consumer.dir, specs)
  return `${stdout}\n${stderr}`
}

/** The environment without the npm_* settings pnpm and turbo pass down: a consumer's shell has none. */
function consumerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')))
}

/** Runs an ES module script inside the consumer folder (so it resolves the installed packages). */
export async function runInConsumer(consumer: Consumer, file: string, source: string, env: Record<string, string> = {}) {
  const path = join(consumer.dir, file)
  writeFileSync(path, source)
  return run(process.execPath, [path], { cwd: consumer.dir, env: { PATH: process.env.PATH, ...env } })
}
