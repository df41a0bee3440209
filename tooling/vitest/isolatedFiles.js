// A package's vitest config as two projects: the listed test files each run with a module graph of their
// own (vitest's isolate), the others share one per worker as the Node preset does. For a file that sets
// process.env for modules it then imports, or holds state in a module singleton or a global another file
// would meet (docs/developing.md: how to look for one).
import { configDefaults } from 'vitest/config'

export function withIsolatedFiles(config, isolated) {
  // A spread, not mergeConfig: mergeConfig would add the package's file list to each project's.
  const project = (test) => ({ ...config, test: { ...config.test, ...test } })
  return {
    test: {
      projects: [
        // vitest's own exclusions (node_modules, dist, …) stay: `exclude` replaces them.
        project({ name: 'shared', exclude: [...configDefaults.exclude, ...isolated] }),
        // The type tests (*.test-d.ts) run once, in the shared project.
        project({ name: 'isolated', include: isolated, isolate: true, typecheck: { ...config.test?.typecheck, enabled: false } }),
      ],
    },
  }
}
