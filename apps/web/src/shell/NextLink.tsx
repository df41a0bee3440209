'use client'

import Link from 'next/link'
import type { LinkComponentProps } from '@stardust/ui/server'

/** next/link in the shape the shell injects (client-side navigation, prefetching). */
export function NextLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  )
}
