import { sendGAEvent } from '@next/third-parties/google'
import type { AnalyticsSink } from './analytics'

/**
 * GA4. This sink is added after the first page view was reported (the GA code loads lazily),
 * and the gtag `config` call of <GoogleAnalytics> counts that first page itself; so every
 * event reaching this sink is a later, client-side route change. Turn off "page changes based
 * on browser history events" in the GA4 stream's enhanced measurement, or views count twice.
 */
export function createGaSink(): AnalyticsSink {
  return (event) => {
    if (event.type !== 'page_view') return
    sendGAEvent('event', 'page_view', {
      page_path: event.path,
      page_location: window.location.href,
      page_title: document.title,
    })
  }
}
