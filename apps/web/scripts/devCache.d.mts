// Types for devCache.mjs beside it (a plain Node script, run without a build step).
export declare const CLEARED_MESSAGE: string
export declare function openDevCache(distFolder: string): { cleared: boolean; markClean: () => void }
