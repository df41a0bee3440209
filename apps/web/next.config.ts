import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import { securityHeaders } from './security-headers'

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
  // @stardust/rewards-server is loaded by Node too: PGlite finds its wasm and the ledger its
  // committed migrations next to their own files, which bundling would move.
  serverExternalPackages: ['@rainbow-me/rainbowkit', '@stardust/rewards-server'],
  experimental: {
    // The stylesheets are small: inlined in <head> they cost no render-blocking request (LCP).
    inlineCss: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production', process.env) }]
  },
}

export default nextConfig
