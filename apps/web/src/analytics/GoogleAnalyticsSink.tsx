'use client'

import { GoogleAnalytics } from '@next/third-parties/google'
import { useEffect } from 'react'
import { analytics } from './analytics'
import { createGaSink } from './gaSink'

/** Loaded only when NEXT_PUBLIC_GA_ID is set: the GA4 script plus a sink that feeds it. */
export default function GoogleAnalyticsSink({ gaId }: { gaId: string }) {
  useEffect(() => analytics.addSink(createGaSink()), [])
  return <GoogleAnalytics gaId={gaId} />
}
