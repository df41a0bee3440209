// Types for prepareDevDatabase.mjs beside it (a plain Node script, run without a build step).
export declare function prepareDevDatabase(env: Record<string, string | undefined>, appDir: string): Promise<void>
