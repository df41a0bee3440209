// Types for the untyped preset beside it, so that packages typecheck their vitest.config.ts.
import type { ViteUserConfig } from "vitest/config"

declare const config: ViteUserConfig
export default config
