import type { MetadataRoute } from 'next'
import { ALL_ROUTES, siteUrl } from '@/site'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  return ALL_ROUTES.map((route) => ({
    url: new URL(route.path, base).toString(),
    changeFrequency: 'monthly',
    priority: route.path === '/' ? 1 : 0.5,
  }))
}
