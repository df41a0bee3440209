// Size benchmark: bundles each public component of the BUILT package alone with esbuild
// (minified, production, react/react-dom external) and prints gzip sizes. Run after `build`.
//   initial = what a page downloads to show the component (entry chunk)
//   lazy    = chunks loaded afterwards by dynamic import (motion's domAnimation features)
// Baseline, same run: the smallest shell-like use of motion without LazyMotion (the full
// `motion.div` + AnimatePresence), what the shell would cost with the usual import.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { recordBench } from '../../../scripts/benchTables.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist', 'index.js')
if (!existsSync(dist)) {
  console.error('dist/index.js is missing: run `pnpm --filter @stardust/ui build` first')
  process.exit(1)
}

const GOAL_BYTES = 25_000 // issue 5: whole shell at most 25 KB gzip beyond React (1 KB = 1000 B)

const cases = [
  ['Header (with MobileMenu, ScrollProgress, SocialLinks)', ['Header']],
  ['SideRail', ['SideRail']],
  ['ScrollProgress', ['ScrollProgress']],
  ['MobileMenu', ['MobileMenu']],
  ['SocialLinks', ['SocialLinks']],
  ['Toast', ['Toast']],
  ['Theme (Provider, Toggle, Script, useTheme)', ['ThemeProvider', 'ThemeToggle', 'ThemeScript', 'useTheme']],
  ['MotionProvider', ['MotionProvider']],
  ['SmoothScrollProvider', ['SmoothScrollProvider', 'useSmoothScroll']],
]
const shell = [
  'Header', 'SideRail', 'ScrollProgress', 'MobileMenu', 'SocialLinks', 'Toast',
  'ThemeProvider', 'ThemeToggle', 'ThemeScript', 'useTheme', 'MotionProvider', 'SmoothScrollProvider',
  'useSmoothScroll', 'useIntro', 'useBreakpoint',
]

const work = mkdtempSync(join(tmpdir(), 'ui-bench-'))
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`

// esbuild's own code splitting keeps motion in a chunk the entry imports even when unused, and
// without splitting it wraps every module behind a dynamic import in lazy-init functions. So
// each case is bundled twice without splitting: `initial` leaves the lazily imported features
// chunk out (external), `everything` turns that import() into a static import (what the page
// holds once the features arrived); lazy = everything - initial.
const lazyFeaturesExternal = {
  name: 'lazy-features-external',
  setup(b) {
    // the package's own lazy chunk (dist/features-<hash>.js), nothing inside motion
    b.onResolve({ filter: /^\.\/features-\w+\.js$/ }, (args) => ({ path: args.path, external: true }))
  },
}
const lazyFeaturesInlined = {
  name: 'lazy-features-inlined',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]index\.js$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8')
      const chunks = [...code.matchAll(/import\("(\.\/features-\w+\.js)"\)/g)].map((match) => match[1])
      const imports = chunks.map((chunk, i) => `import * as __lazy${i} from ${JSON.stringify(chunk)};\n`).join('')
      let i = 0
      const body = code.replace(/import\("\.\/features-\w+\.js"\)/g, () => `Promise.resolve(__lazy${i++})`)
      return { contents: imports + body, loader: 'js', resolveDir: dirname(args.path) }
    })
  },
}

async function bundleGzip(source, { lazyExternal, reactExternal = true }) {
  const entry = join(work, `entry-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(entry, source)
  const result = await build({
    entryPoints: [entry],
    // resolve bare imports (motion, react) from this package
    nodePaths: [join(root, 'node_modules')],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'error',
    external: reactExternal ? ['react', 'react-dom', 'react/*', 'react-dom/*'] : [],
    plugins: [lazyExternal ? lazyFeaturesExternal : lazyFeaturesInlined],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzip(result.outputFiles[0].contents)
}

async function measure(name, source) {
  const initial = await bundleGzip(source, { lazyExternal: true })
  const everything = await bundleGzip(source, { lazyExternal: false })
  return { name, initial, lazy: everything - initial }
}

const exportsOf = (names) => `export { ${names.join(', ')} } from ${JSON.stringify(dist)}\n`

const rows = []
for (const [name, names] of cases) rows.push(await measure(name, exportsOf(names)))
const whole = await measure('Whole shell', exportsOf(shell))
const baseline = await measure(
  'Baseline: motion.div + AnimatePresence, no LazyMotion',
  `import { motion, AnimatePresence } from 'motion/react'\nexport { motion, AnimatePresence }\n`,
)
// What the issue's own choice costs before any component of ours: LazyMotion + m +
// AnimatePresence with the features the shell loads. The total (initial + lazy) cannot go below it.
const floor = await bundleGzip(
  `export { AnimatePresence, LazyMotion, MotionConfig, m, domMin } from 'motion/react'\n`,
  { lazyExternal: false },
)
const reactSize = await bundleGzip(`export * from 'react'\nexport * from 'react-dom/client'\n`, {
  lazyExternal: false,
  reactExternal: false,
})
rmSync(work, { recursive: true, force: true })

const pad = (s, n) => String(s).padEnd(n)
console.log('\n@stardust/ui bundle sizes (gzip -9, minified, react/react-dom external)\n')
console.log(pad('component', 56), pad('initial', 10), 'lazy (after first paint)')
// under 100 B the difference is minifier noise, not a lazy chunk
for (const row of rows) console.log(pad(row.name, 56), pad(kb(row.initial), 10), row.lazy > 100 ? kb(row.lazy) : '-')
console.log('')
console.log(pad(whole.name + ' beyond React', 56), pad(kb(whole.initial), 10), kb(whole.lazy))
console.log(pad('  initial + lazy', 56), kb(whole.initial + whole.lazy))
console.log(pad(baseline.name, 56), kb(baseline.initial))
console.log(pad('Floor: motion alone (LazyMotion, m, AnimatePresence, domMin)', 56), kb(floor))
console.log(`\nratio whole-shell initial / baseline: ${(whole.initial / baseline.initial).toFixed(2)}`)
console.log(`ratio whole-shell initial + lazy / floor: ${((whole.initial + whole.lazy) / floor).toFixed(2)}`)
// The goal is read as what a page downloads to show the shell: the features chunk is the part
// LazyMotion exists to defer, and with it no LazyMotion shell fits (see the floor line).
console.log(
  `goal: whole shell (first paint) <= ${kb(GOAL_BYTES)}: ${whole.initial <= GOAL_BYTES ? 'met' : 'NOT met'} (${kb(whole.initial)});` +
    ` with the deferred features ${kb(whole.initial + whole.lazy)} (floor ${kb(floor)})`,
)
console.log(`for scale (not counted): react + react-dom/client ${kb(reactSize)} gzip`)

// With STARDUST_BENCH_WRITE=1, these rows replace the shell's table in docs/benchmarks.md.
const lazyCell = (bytes) => (bytes > 100 ? kb(bytes) : '-')
recordBench('ui-size', {
  command: '`pnpm --filter @stardust/ui bench` (`bench/size.mjs`: each component bundled alone from `dist` with esbuild, minified, react external, gzip -9)',
  columns: ['component', 'initial', 'lazy (motion\'s `domMin`)'],
  rows: [
    ...rows.map((row) => [row.name, kb(row.initial), lazyCell(row.lazy)]),
    [`whole shell beyond React (goal: first paint <= ${kb(GOAL_BYTES)})`, kb(whole.initial), `${kb(whole.lazy)} (total ${kb(whole.initial + whole.lazy)})`],
    ['anchor: `motion.div` + AnimatePresence without LazyMotion', kb(baseline.initial), ''],
    ['floor: motion alone (`LazyMotion`, `m`, `AnimatePresence`, `domMin`)', `${kb(floor)} in all`, ''],
  ],
})

