import { ANALYTICS_WINDOW_KEY, ANALYTICS_WINDOW_LIMIT } from '@/constants'

export type PageViewEvent = { type: 'page_view'; path: string; at: number }
export type AnalyticsEvent = PageViewEvent

/** Where events go. GA4 is one sink; the in-page log is another. */
export type AnalyticsSink = (event: AnalyticsEvent) => void

declare global {
  interface Window {
    [ANALYTICS_WINDOW_KEY]?: AnalyticsEvent[]
  }
}

/**
 * The in-page log: every event is appended to `window.__stardustAnalytics` (bounded).
 * It makes no network call; end-to-end tests read it, and so can a curious developer.
 */
export const windowSink: AnalyticsSink = (event) => {
  const log = (window[ANALYTICS_WINDOW_KEY] ??= [])
  log.push(event)
  if (log.length > ANALYTICS_WINDOW_LIMIT) log.splice(0, log.length - ANALYTICS_WINDOW_LIMIT)
}

export type Analytics = {
  pageView: (path: string) => void
  /** Adds a sink (e.g. GA4 once its script is wanted); returns a remover. */
  addSink: (sink: AnalyticsSink) => () => void
}

/** A small adapter: the site reports page views here and never talks to a vendor directly. */
export function createAnalytics(initialSinks: readonly AnalyticsSink[]): Analytics {
  const sinks = new Set<AnalyticsSink>(initialSinks)
  return {
    addSink(sink) {
      sinks.add(sink)
      return () => void sinks.delete(sink)
    },
    pageView(path) {
      const event: PageViewEvent = { type: 'page_view', path, at: Date.now() }
      for (const sink of sinks) {
        try {
          sink(event)
        } catch (error) {
          // A broken vendor script must not break navigation.
          console.warn('analytics sink failed', error)
        }
      }
    },
  }
}

/** The site's one adapter. */
export const analytics: Analytics = createAnalytics([windowSink])
