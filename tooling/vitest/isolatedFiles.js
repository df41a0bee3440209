// A package's vitest config as two projects: the listed test files each run with a module graph of their
// own (vitest's isolate), the others share one per worker as the presets do. For a file that sets
// process.env for modules it then imports, or changes a global another file would meet (found by running
// the suite with --sequence.shuffle.files and several --sequence.seed values).
export function withIsolatedFiles(config, isolated) {
  // A spread, not mergeConfig: mergeConfig would add the package's file list to each project's.
  const project = (test) => ({ ...config, test: { ...config.test, ...test } })
  return {
    test: {
      projects: [
        project({ name: 'shared', exclude: isolated }),
        // The type tests (*.test-d.ts) run once, in the shared project.
        project({ name: 'isolated', include: isolated, isolate: true, typecheck: { ...config.test?.typecheck, enabled: false } }),
      ],
    },
  }
}
