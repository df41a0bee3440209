import type { AnalyticsSink } from './analytics'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** GA4's command queue, as its snippet defines it (gtag.js reads `arguments` objects from dataLayer). */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
  window.dataLayer.push(arguments)
}

/**
 * GA4. This sink is added after the first page view was reported (the GA code loads lazily),
 * and the gtag `config` call of GoogleAnalyticsSink counts that first page itself; so every
 * event reaching this sink is a later, client-side route change. Turn off "page changes based
 * on browser history events" in the GA4 stream's enhanced measurement, or views count twice.
 */
export function createGaSink(): AnalyticsSink {
  return (event) => {
    if (event.type !== 'page_view') return
    gtag('event', 'page_view', {
      page_path: event.path,
      page_location: window.location.href,
      page_title: document.title,
    })
  }
}
