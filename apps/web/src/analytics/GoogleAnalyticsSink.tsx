'use client'

import { useEffect } from 'react'
import { analytics } from './analytics'
import { createGaSink, gtag } from './gaSink'

/**
 * Loaded only when NEXT_PUBLIC_GA_ID is set: the GA4 loader plus a sink that feeds it. The gtag queue is
 * set up here, in the site's own code, and the loader added by URL: no inline script, so the page's
 * Content-Security-Policy needs no 'unsafe-inline' and the Trusted Types policy admits that one URL.
 */
export default function GoogleAnalyticsSink({ gaId }: { gaId: string }) {
  useEffect(() => {
    gtag('js', new Date())
    gtag('config', gaId)
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`
    document.head.append(script)
    const removeSink = analytics.addSink(createGaSink())
    return () => {
      removeSink()
      script.remove()
    }
  }, [gaId])
  return null
}
