// Types for isolatedFiles.js beside it.
import type { ViteUserConfig } from 'vitest/config'

/** `config` as two projects: `isolated` (paths from the package folder) each in its own module graph, the rest sharing one. */
export declare function withIsolatedFiles(config: ViteUserConfig, isolated: string[]): ViteUserConfig
