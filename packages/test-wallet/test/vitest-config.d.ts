// The shared preset is plain JavaScript; this gives it the type vitest's mergeConfig expects.
declare module '@stardust/vitest-config/node' {
  import type { ViteUserConfig } from 'vitest/config'
  const config: ViteUserConfig
  export default config
}
