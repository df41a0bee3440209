// Types for pageRoutes.mjs beside it (a plain Node script, run without a build step).
export declare function pageRoutes(appRoot: string): string[]
