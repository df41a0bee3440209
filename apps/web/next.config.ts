import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { securityHeaders } from './security-headers'
import { buildTimeAllowlist } from './src/walletGuard/buildTimeAllowlist'

/**
 * The commit built: STARDUST_BUILD_COMMIT (CI, an image built from a copy without .git), else `git rev-parse HEAD`;
 * '' when neither is known. The build id and deploymentId are this commit, so two builds of it serve the same bytes.
 */
function buildCommit(): string {
  const given = process.env.STARDUST_BUILD_COMMIT?.trim()
  if (given) return given
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return '' // not a git checkout and no STARDUST_BUILD_COMMIT: Next picks a random build id
  }
}
const COMMIT = buildCommit()

/** The build's identity for the metrics' build info: this app's version and the commit built (12 digits of a git hash). */
function buildInfo(): { STARDUST_BUILD_VERSION: string; STARDUST_BUILD_COMMIT: string } {
  const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version
  const commit = process.env.STARDUST_BUILD_COMMIT?.trim() || COMMIT.slice(0, 12)
  return { STARDUST_BUILD_VERSION: version, STARDUST_BUILD_COMMIT: commit || 'unknown' }
}

/**
 * The wallet-request allowlist, made once per build from the deployments record and the ABIs and inlined into the
 * bundle (src/walletGuard): the run-time record cannot widen it. Its SHA-256 is printed for the build's manifest.
 */
function walletAllowlist(): { STARDUST_WALLET_ALLOWLIST: string } {
  const built = buildTimeAllowlist()
  const chains = Object.keys(built.allowlist.chains).join(', ') || 'none'
  const test = built.testChains.length > 0 ? `; test chains ${built.testChains.join(', ')}: not for a public deployment` : ''
  console.log(`wallet-request allowlist sha256 ${built.sha256} (chains: ${chains}; record ${path.relative(process.cwd(), built.file)}${test})`)
  return { STARDUST_WALLET_ALLOWLIST: built.json }
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The production artefact: .next/standalone holds the server and only the node_modules it needs
  // (server/production.mjs runs it). pnpm links packages from the workspace root, so tracing starts there.
  output: 'standalone',
  outputFileTracingRoot: path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  // A second build folder lets a bench or a local check build without touching `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Headers are fixed at build time: NEXT_PUBLIC_RPC_* / API base origins over plain http
  // (local test nodes) are added to connect-src, so e2e builds must set them before `next build`.
  // The server checks the wallet setup at start (instrumentation.ts) with RainbowKit's own
  // connectorsForWallets. Bundled, its 'use client' makes that a client reference the server
  // may not call; loaded by Node it is a plain function. Browsers still get it bundled.
  // prom-client keeps its registry in Node (pino already is on Next's own list).
  // PGlite (the development database, and a single instance's) is loaded by Node from node_modules: bundled, its
  // 15 MB of wasm and data would be copied under /_next/static/media and served to anyone who asks.
  // Not listed: workspace packages such as @stardust/rewards-server, which Turbopack bundles whatever this list
  // says. It keeps their `import.meta.url` pointing at the package's own files (traced into the standalone
  // folder), where the ledger finds its committed migrations.
  serverExternalPackages: ['@rainbow-me/rainbowkit', 'prom-client', '@electric-sql/pglite'],
  // No page uses next/image: /_next/image answers 404 instead of fetching and resizing what it is sent
  // (an endpoint that costs the server CPU on every new URL), and sharp is not installed (.pnpmfile.cjs).
  images: { unoptimized: true },
  // Reproducible: the build id (in every page and chunk path) and the deployment id (`?dpl=` on static URLs) are
  // the commit, not Next's random ones.
  generateBuildId: () => COMMIT || null,
  ...(COMMIT ? { deploymentId: COMMIT } : {}),
  // Inlined at build time: the build's identity (metrics' stardust_build_info) and the wallet-request allowlist.
  env: { ...buildInfo(), ...walletAllowlist() },
  // The build script type-checks right after `next build` with TypeScript 7 (`stardust-typecheck`, the
  // same check as `typecheck`, .next/types/validator.ts included): Next's own check on TypeScript 5 took
  // 22-27 s on one core of every build for the same errors. A type error still fails the build (in `pnpm test`,
  // STARDUST_BUILD_TYPECHECK=later: the `typecheck` task that follows the build fails instead, checked once).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The stylesheets are small: inlined in <head> they cost no render-blocking request (LCP).
    inlineCss: true,
    // Subresource Integrity: Next adds integrity="sha256-…" to the script tags it writes into a page (its
    // bootstrap chunks); see scripts/README.md for what it does not cover. STARDUST_BUILD_SRI=0 builds without it,
    // only to measure what it costs (docs/benchmarks.md).
    ...(process.env.STARDUST_BUILD_SRI === '0' ? {} : { sri: { algorithm: 'sha256' as const } }),
    // Turbopack keeps its build cache in .next/cache for the next build on this machine; a CI machine
    // builds once from a fresh clone, where writing it costs about 12 s and serves nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  async headers() {
    // Every path, by an unnamed group: Next drops unnamed captures, whereas a named one (`/:path*`) makes it
    // compile each of the rule's values as a path template on every request, the 2 KB policy included
    // (scripts/cspRoutes.mjs, catchAllRule).
    return [{ source: '/(.*)', headers: securityHeaders(process.env.NODE_ENV !== 'production', process.env) }]
  },
}

export default nextConfig
