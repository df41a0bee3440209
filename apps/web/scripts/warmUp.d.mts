// Types for warmUp.mjs beside it (a plain Node script, run without a build step).
export declare function warmUp(origin: string, routes: readonly string[], signal: AbortSignal): Promise<{ ms: number; failed: string[] }>
export declare const WARM_UP_MESSAGE: string
