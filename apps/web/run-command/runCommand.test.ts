import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, listening } from '@stardust/vitest-config/ports'
import { createPublicClient, http, type Address } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { WAITING_MESSAGE } from '../src/server/runCommandReady'

// The README's run command end to end: scripts/dev.mjs (the site's part of `pnpm dev`; the packages are built)
// starts Stardust Local, deploys and seeds it, and runs `next dev` beside it; then Ctrl-C. On ports, a chain
// folder, a database folder and a build folder of its own. `pnpm test` runs it after the site's
// typecheck (scripts/test.mjs): its `next dev` rewrites next-env.d.ts, which that typecheck reads.
const appDir = fileURLToPath(new URL('..', import.meta.url))
const distDir = '.next-run-command'
const folders = [mkdtempSync(path.join(tmpdir(), 'run-command-chain-')), mkdtempSync(path.join(tmpdir(), 'run-command-db-'))]
const [chainDir, dataDir] = folders as [string, string]
// What one wait may take on a loaded 2-core machine (the first page's compile), as in wholePages.test.ts: a
// cap on a condition, not a limit on speed (the first-page bench measures that).
const FIRST_PAGE_WAIT_MS = 600_000

// next dev points next-env.d.ts at its own build folder's route types: put back what the site's build wrote.
const nextEnvFile = path.join(appDir, 'next-env.d.ts')
const nextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : undefined

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  rmSync(path.join(appDir, distDir), { recursive: true, force: true })
  if (nextEnv === undefined) rmSync(nextEnvFile, { force: true })
  else writeFileSync(nextEnvFile, nextEnv)
})

/** The embedded defaults, as a newcomer has them (no vitest NODE_ENV=test, no e2e RPCs of `pnpm test`), and `own`. */
function newcomerEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('NEXT_PUBLIC_')) delete env[name]
  return { ...env, STARDUST_DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', ...own }
}

/** A Node process in the site's folder, in a process group of its own (SIGINT reaches all of it, as Ctrl-C does). */
function startInSite(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: appDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited, interrupt: () => process.kill(-child.pid!, 'SIGINT') }
}

async function get(url: string): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FIRST_PAGE_WAIT_MS) })
    return { status: response.status, body: await response.text() }
  } catch {
    return { status: 0, body: '' } // not listening yet
  }
}

test('pnpm dev: Stardust Local seeded, the first page and the database served, and Ctrl-C leaves nothing running', { timeout: FIRST_PAGE_WAIT_MS + 120_000 }, async () => {
  const [sitePort, chainPort] = [await freePort(), await freePort()]
  const dev = startInSite(['scripts/dev.mjs'], newcomerEnv({ PORT: String(sitePort), STARDUST_LOCAL_CHAIN_PORT: String(chainPort), STARDUST_LOCAL_CHAIN_DIR: chainDir }))
  try {
    const started = Date.now()
    let page = await get(`http://127.0.0.1:${sitePort}/`)
    while (page.status !== 200 && dev.child.exitCode === null && Date.now() - started < FIRST_PAGE_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      page = await get(`http://127.0.0.1:${sitePort}/`)
    }
    expect(page.status, dev.output()).toBe(200)
    expect(page.body).toContain('<title>Stardust</title>')

    // The chain the site was given is seeded: the token in the deployments file has code there.
    const deployments = JSON.parse(readFileSync(path.join(chainDir, 'deployments.json'), 'utf8')) as Record<string, { token: Address }>
    const chain = createPublicClient({ transport: http(`http://127.0.0.1:${chainPort}`) })
    expect(await chain.getChainId()).toBe(31337)
    expect(await chain.getCode({ address: deployments['31337']!.token })).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(existsSync(path.join(chainDir, 'ready'))).toBe(true)

    // The site opened the database the run command prepared, and reads the local chain.
    const health = await get(`http://127.0.0.1:${sitePort}/api/health`)
    const checks = (JSON.parse(health.body) as { checks: { name: string; state: string }[] }).checks
    expect(checks.find((check) => check.name === 'database')?.state, health.body).toBe('ok')
    expect(checks.find((check) => check.name === 'rpc:31337')?.state, health.body).toBe('ok')
  } finally {
    dev.interrupt()
  }
  expect(await dev.exited, dev.output()).toBe(0)
  expect(await listening(sitePort)).toBe(false)
  expect(await listening(chainPort)).toBe(false)
})

test('next dev under the run command reads the deployments and opens the database only once the ready file is written', { timeout: FIRST_PAGE_WAIT_MS + 60_000 }, async () => {
  // next dev alone, as scripts/dev.mjs starts it, with neither the deployments file nor the ready file written
  // yet: without the wait, the start-up check would stop at the missing deployments file.
  const sitePort = await freePort()
  const readyFile = path.join(chainDir, 'ready-second')
  const deploymentsFile = path.join(chainDir, 'deployments-second.json')
  const nextBin = createRequire(path.join(appDir, 'package.json')).resolve('next/dist/bin/next')
  const next = startInSite([nextBin, 'dev', '--port', String(sitePort)], newcomerEnv({ STARDUST_DEV_READY_FILE: readyFile, STARDUST_DEPLOYMENTS_FILE: deploymentsFile }))
  try {
    await expect.poll(() => next.output(), { timeout: FIRST_PAGE_WAIT_MS }).toContain('Ready in')
    let answered = false
    const page = get(`http://127.0.0.1:${sitePort}/`).then((result) => ((answered = true), result))
    // The start-up check says it waits (src/server/runCommandReady.ts); the request is not answered meanwhile.
    await expect.poll(() => next.output(), { timeout: FIRST_PAGE_WAIT_MS }).toContain(WAITING_MESSAGE)
    expect(answered, next.output()).toBe(false)
    expect(next.child.exitCode, next.output()).toBe(null)
    writeFileSync(deploymentsFile, '{}\n')
    writeFileSync(readyFile, '')
    expect((await page).status, next.output()).toBe(200)
    expect(next.output()).not.toContain('Deployments setup failed')
  } finally {
    next.interrupt()
  }
  await next.exited
  expect(await listening(sitePort)).toBe(false)
})
