import type { en } from './en'

/** English's shape with every text widened to string: what each other locale's catalog must match, key for key. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> }

export type Messages = Widen<typeof en>

/** A top-level part of the catalog ('site', 'stake', …): what a layout or page sends its browser code (CatalogSections). */
export type Section = keyof Messages
