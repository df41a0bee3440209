#!/usr/bin/env node
// `stardust-declarations`: a package's type declarations, the last step of its build (after tsup, which
// builds the JavaScript and cleans dist/). TypeScript 7's tsc with the package's tsconfig.build.json: the
// modules of src/exports and every module they import, as .d.ts files in dist/types, which the package's
// exports map names. tsup's own declarations (TypeScript 5, then a rollup bundle of them) cost about ten
// times the CPU: @stardust/contracts 41 s against 4 s, on the same machine at the same load.
// STARDUST_JS_ONLY=1 (what `pnpm dev` sets) skips them: running the site needs none.
import { runTsc7 } from './tsc7.mjs'

if (process.env.STARDUST_JS_ONLY === '1') {
  console.log('declarations: skipped (STARDUST_JS_ONLY=1)')
} else {
  await runTsc7(['-p', 'tsconfig.build.json', ...process.argv.slice(2)])
}
