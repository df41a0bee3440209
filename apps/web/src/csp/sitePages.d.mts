// Types for sitePages.mjs beside it.
export declare const PRERENDERED_PAGES: readonly string[]
export declare const PER_REQUEST_PAGES: readonly string[]
