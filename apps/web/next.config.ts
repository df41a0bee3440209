import type { NextConfig } from 'next'
import { securityHeaders } from './security-headers'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A second build folder lets a bench or a local check build without touching `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Headers are fixed at build time: NEXT_PUBLIC_RPC_* / API base origins over plain http
  // (local test nodes) are added to connect-src, so e2e builds must set them before `next build`.
  experimental: {
    // The stylesheets are small: inlined in <head> they cost no render-blocking request (LCP).
    inlineCss: true,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production', process.env) }]
  },
}

export default nextConfig
