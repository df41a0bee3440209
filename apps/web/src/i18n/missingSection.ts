import type { Messages } from './messages/types'

/** Browser code read a catalog section that no layout or page above it sent (<CatalogSections>). */
export class MissingSectionError extends Error {
  override name = 'MissingSectionError'
  readonly section: string

  constructor(section: string) {
    super(
      `catalog section "${section}" was not sent to this page: add it to the <CatalogSections> of the layout or page that renders this component (clientSections.test.ts lists who reads what)`,
    )
    this.section = section
  }
}

// Names that code and tools may probe on any object (promises, JSON, React's element check); not sections.
const PROBES = new Set(['then', 'toJSON', 'constructor', '$$typeof', 'asymmetricMatch', 'nodeType'])

/**
 * The sections a page was sent, as the whole catalog's type: reading one that was not sent throws at once,
 * in every build (the end-to-end suite runs production builds and fails on any page error), instead of an
 * `undefined` that would show nothing, a key, or crash later somewhere less clear.
 */
export function guardSections(sections: Partial<Messages>): Messages {
  return new Proxy(sections, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !Object.hasOwn(target, key) && !PROBES.has(key) && !(key in Object.prototype)) throw new MissingSectionError(key)
      return Reflect.get(target, key, receiver) as unknown
    },
  }) as Messages
}
