// Types for requestRoute.mjs beside it.
export declare function requestRoute(url: string): string
