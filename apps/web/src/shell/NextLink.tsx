'use client'

import type { LinkComponentProps } from '@stardust/ui/server'
import { IntentLink } from '@/page-parts/IntentLink'

/**
 * The link the shell injects into its header and side rail: client-side navigation that prefetches on
 * intent (pointer over, touch, focus), like every other link of the site. Next's default prefetches
 * each link as it scrolls into view, and again after every router.refresh(): on a (site) page that was
 * the header's and footer's six routes, each a server render, on every view and again at each sign-in.
 */
export function NextLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <IntentLink href={href} {...rest}>
      {children}
    </IntentLink>
  )
}
