'use client'

import dynamic from 'next/dynamic'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'
import { analytics } from './analytics'

const GoogleAnalyticsSink = dynamic(() => import('./GoogleAnalyticsSink'), { ssr: false })

function PageViewReporter() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    analytics.pageView(search ? `${pathname}?${search}` : pathname)
  }, [pathname, search])
  return null
}

export type PageViewsProps = { gaId?: string | undefined }

/**
 * One page view per route change. With `gaId` (NEXT_PUBLIC_GA_ID) GA4's loader is added
 * (GoogleAnalyticsSink); without it nothing leaves the browser and no GA code is downloaded.
 */
export function PageViews({ gaId }: PageViewsProps) {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary to keep static pages static. */}
      <Suspense fallback={null}>
        <PageViewReporter />
      </Suspense>
      {gaId ? <GoogleAnalyticsSink gaId={gaId} /> : null}
    </>
  )
}
