// stardust-verify-site against the real production server of the build `pnpm test` already made (the site's
// `test` task runs after its `build`): it passes on the build as served, and names the file after one served chunk
// is changed in a copy of the standalone output (the shared build stays as built), and the page after a proxy in
// front adds a script to it.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { walletAllowlistSha256 } from '../src/walletGuard/allowlistHash'
import type { WalletAllowlist } from '../src/walletGuard/walletAllowlist'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const standalone = path.join(distDir, 'standalone')
const manifestFile = path.join(distDir, 'stardust-manifest.json')
const cli = path.join(web, 'scripts', 'stardust-verify-site.mjs')
// A production server's start and a site's first pages, on two cores shared with other suites.
const SITE_TIMEOUT_MS = 480_000

type Manifest = { walletAllowlistSha256: string; pages: Record<string, { sha256: string; scripts: string[] }>; files: Record<string, string> }

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

type Site = { url: string; stop: () => Promise<void> }

/** The production server of a standalone folder on 127.0.0.1; resolves once it answers its liveness probe. */
async function startSite(root: string): Promise<Site> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'verify-site-data-'))
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps', 'web', 'server', 'production.mjs')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'verify-site-test-secret-0123456789abcdef0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXT_TELEMETRY_DISABLED: '1',
      STARDUST_DATA_DIR: dataDir,
      // One instance on PGlite: production asks for DATABASE_URL and REDIS_URL otherwise.
      STARDUST_SINGLE_INSTANCE: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production server of ${root} exited with ${child.exitCode}`)
    const live = await fetch(`${url}/api/health/live`).then((answer) => answer.ok, () => false)
    if (live) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function verify(url: string): Promise<{ code: number; out: string }> {
  return await new Promise((resolve) => {
    execFile(process.execPath, [cli, url, '--manifest', manifestFile], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, out: `${stdout}${stderr}` })
    })
  })
}

const manifest = (): Manifest => JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest

beforeAll(() => {
  if (!existsSync(manifestFile) || !existsSync(standalone))
    throw new Error(`${path.relative(web, manifestFile)} or the standalone folder is missing: build the site first (pnpm --filter web build)`)
})

describe('stardust-verify-site', () => {
  let site: Site
  beforeAll(async () => {
    site = await startSite(standalone)
  }, SITE_TIMEOUT_MS)
  afterAll(async () => await site?.stop())

  test('behavior: passes on the production server serving the build', async () => {
    const { code, out } = await verify(site.url)
    expect(out).toContain('serves the build')
    expect(code).toBe(0)
  }, SITE_TIMEOUT_MS)

  describe('behavior: a copy of the standalone output, altered', () => {
    let copy = ''
    beforeAll(() => {
      copy = mkdtempSync(path.join(tmpdir(), 'verify-site-copy-'))
      cpSync(standalone, copy, { recursive: true, verbatimSymlinks: true })
    }, SITE_TIMEOUT_MS)
    afterAll(() => rmSync(copy, { recursive: true, force: true }))

    test('one served chunk changed: exit 1 naming the chunk', async () => {
      const home = Object.keys(manifest().pages).find((route) => !route.startsWith('/_'))!
      const chunk = manifest().pages[home]!.scripts.find((script) => script.startsWith('/_next/static/chunks/'))!.split('?')[0]!
      const onDisk = path.join(copy, 'apps', 'web', '.next', chunk.replace('/_next/', ''))
      const original = readFileSync(onDisk)
      writeFileSync(onDisk, Buffer.concat([original, Buffer.from('\n;globalThis.changed=1\n')]))
      const altered = await startSite(copy)
      try {
        const { code, out } = await verify(altered.url)
        expect(out).toContain(`${chunk}: differs from the manifest`)
        expect(code).toBe(1)
      } finally {
        await altered.stop()
        writeFileSync(onDisk, original)
      }
    }, SITE_TIMEOUT_MS)
  })

  // Next serves a prerendered page from what it rendered, not from its .html file: the script is added on the
  // way, as a swapped CDN or a hijacked proxy would.
  test('behavior: a page adds a script on the way (a proxy in front): exit 1 naming the page and the script', async () => {
    // English is prerendered under /en (the site's proxy rewrites /privacy-policy there).
    const route = Object.keys(manifest().pages).find((key) => key.endsWith('/privacy-policy'))!
    const proxy = createHttpServer((request, answer) => {
      void (async () => {
        const upstream = await fetch(`${site.url}${request.url}`)
        let body = Buffer.from(await upstream.arrayBuffer())
        if (request.url === route)
          body = Buffer.from(body.toString('utf8').replace('</head>', '<script src="https://cdn.example.net/drain.js"></script></head>'))
        answer.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' }).end(body)
      })()
    })
    const port = await freePort()
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
    try {
      const { code, out } = await verify(`http://127.0.0.1:${port}`)
      expect(out).toContain(`page ${route}: differs from the manifest; scripts not built: https://cdn.example.net/drain.js`)
      expect(out).toContain(`page ${route}: loads https://cdn.example.net/drain.js from another origin`)
      expect(out).not.toContain(`page ${route.replace('privacy-policy', 'terms-of-use')}`)
      expect(code).toBe(1)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  }, SITE_TIMEOUT_MS)

  test('behavior: a site nobody answers for is an error in words, exit 2', async () => {
    const { code, out } = await verify(`http://127.0.0.1:${await freePort()}`)
    expect(out).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+\/.*ECONNREFUSED/)
    expect(code).toBe(2)
  }, SITE_TIMEOUT_MS)
})

test('the manifest records the wallet-request allowlist by walletAllowlistSha256 of what the build inlined', () => {
  const inlined = (JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config: { env: Record<string, string> } }).config.env
    .STARDUST_WALLET_ALLOWLIST!
  expect(manifest().walletAllowlistSha256).toBe(walletAllowlistSha256(JSON.parse(inlined) as WalletAllowlist))
})
