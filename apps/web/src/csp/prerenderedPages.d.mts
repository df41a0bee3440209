// Types for prerenderedPages.mjs beside it.
export declare const PRERENDERED_PAGES: readonly string[]
