import type { Messages } from './messages/types'

// Names that code and tools may probe on any object (promises, JSON, React's element check); not sections.
const PROBES = ['then', 'toJSON', '$$typeof']

/**
 * The sections a page was sent, as the whole catalog's type: reading one that was not sent throws at once, in every
 * build (the end-to-end suite runs production builds and fails on any page error), instead of an `undefined` that
 * would show nothing, a key, or crash later somewhere less clear. The message is short: it ships on every page.
 */
export function guardSections(sections: Partial<Messages>): Messages {
  return new Proxy(sections, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !PROBES.includes(key)) throw new Error(`catalog section "${key}" not sent (CatalogSections)`)
      return target[key as keyof Messages]
    },
  }) as Messages
}
