'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * next/link that prefetches when the visitor shows intent (pointer over, touch, focus) rather
 * than when the link scrolls into view. Every link of the site to its own pages uses it:
 * - on the pages without the shared navigation, a viewport prefetch of the (site) pages would
 *   download the shell bundle and motion on the homepage before anyone asked for them;
 * - on the (site) pages, the header, rail and footer would ask the server to render each of their
 *   routes on every page view, and all of them again after each router.refresh() (a sign-in).
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      {...rest}
    />
  )
}
