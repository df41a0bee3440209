// Type tests (src/**/*.test-d.ts, expectTypeOf) are vitest tests, checked by a compiler run over the package.
// That run is TypeScript 7's tsc (the package's `typecheck` command, @stardust/typescript), as in every
// typecheck task: vitest's default, TypeScript 5's, took 22-40 s of a CI run's CPU per package where this
// takes about a fifth (wallet-auth: 27 s to 6 s). Its output is tsc's, which vitest reads the same.
export const typedTests = { enabled: true, include: ['src/**/*.test-d.ts'], checker: 'stardust-typecheck' }
