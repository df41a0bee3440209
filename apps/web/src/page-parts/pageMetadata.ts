import type { Metadata } from 'next'
import type { RouteInfo } from '@/site'

/** Title, description and canonical address of one route. */
export function pageMetadata(route: RouteInfo): Metadata {
  return {
    title: route.title,
    description: route.description,
    alternates: { canonical: route.path },
    openGraph: { title: route.title, description: route.description, url: route.path },
  }
}
