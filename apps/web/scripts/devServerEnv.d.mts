// Types for devServerEnv.mjs beside it (a plain Node script, run without a build step).
export type DevEnv = Record<string, string | undefined>

export declare function devServerEnv(env: DevEnv, local: { deploymentsFile: string; rpcUrl: string; readyFile: string }): DevEnv
