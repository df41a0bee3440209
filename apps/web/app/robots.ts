import type { MetadataRoute } from 'next'
import { siteUrl } from '@/site'

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', base).toString(),
    host: base.origin,
  }
}
