import type { Messages } from './messages/types'

// Names that code and tools may probe on any object (promises, JSON, React's element check); not sections.
const PROBES = ['then', 'toJSON', '$$typeof']

/**
 * The sections a page was sent, as the whole catalog's type. In development and in the unit tests, reading one
 * that was not sent throws at once, instead of an `undefined` that would show nothing, a key, or crash later
 * somewhere less clear. A production build leaves the guard out (every page's first download would carry it):
 * there clientSections.test.ts, which fails on a section read but not sent, is what keeps every page whole.
 */
export function guardSections(sections: Partial<Messages>): Messages {
  if (process.env.NODE_ENV === 'production') return sections as Messages
  return new Proxy(sections, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !PROBES.includes(key)) throw new Error(`catalog section "${key}" not sent (CatalogSections)`)
      return target[key as keyof Messages]
    },
  }) as Messages
}
