// Types for waits.js beside it.
/** How long a test waits for a condition before it fails (vitest's and testing-library's defaults are 1 s). */
export declare const WAIT_TIMEOUT_MS: number
/** The presets' shared `test` settings: expect.poll's timeout, testTimeout and hookTimeout. */
export declare const roomyTimeouts: { expect: { poll: { timeout: number } }; testTimeout: number; hookTimeout: number }
