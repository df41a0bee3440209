// `pnpm test`: every package's lint, typecheck and unit suites, and the site's end-to-end suite.
//  1. The packages' builds, as many at a time as the machine has cores (about 15 s on two: JavaScript by
//     tsup, declarations by TypeScript 7).
//  2. Then, side by side:
//     a. the site's production build, then the end-to-end suite against it (the build leaves its type check
//        to c's `typecheck`, the same check: STARDUST_BUILD_TYPECHECK=later, and the suite starts sooner);
//     b. the packages' lint, typecheck and unit suites, which need only the packages' builds: they take
//        the CPU the site's build leaves;
//     c. once the site's build is done, the site's own lint, typecheck and unit suites (its typecheck
//        writes the route types again, `next typegen`, which must not run while the build writes them).
//  3. Once b and c are done, beside the end-to-end suite: the README's run command end to end
//     (apps/web/run-command). Its `next dev` rewrites the site's next-env.d.ts, which the site's typecheck
//     (c) reads; everything else it uses is its own (build folders, ports, chain, database). Waiting for b
//     too keeps the machine at two heavy runs at a time, what the end-to-end suite's timeouts were set for.
// Turbo alone starts the end-to-end suite, by far the longest task, after every other task: on two cores,
// 4 to 5 minutes later. Started first, it leaves cores idle that the other suites fill. Every run after
// step 1 passes --only: what it needs is built before it starts (step 1, or the site's build for a and c),
// so none restores a build output while another reads it.
// Exits non-zero if anything failed. Ctrl-C reaches every child (one process group); this waits for them.
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const turbo = (args) => ['turbo', ['run', ...args], { stdio: 'inherit' }]
const finished = (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
const SITE = '--filter=web'
const PACKAGES = '--filter=!web'
// The packages' tasks, one per core (at least two: a build waits on its declarations' I/O as much as on the CPU).
const CONCURRENCY = `--concurrency=${Math.max(2, availableParallelism())}`

const packages = spawnSync(...turbo(['build', PACKAGES, CONCURRENCY]))
if (packages.status !== 0) process.exit(packages.status ?? 1)

process.on('SIGINT', () => {}) // the children stop on their own; their exit codes are reported below
const siteBuild = finished(spawn('turbo', ['run', 'build', SITE, '--only'], { stdio: 'inherit', env: { ...process.env, STARDUST_BUILD_TYPECHECK: 'later' } }))
const afterSiteBuild = async (args) => ((await siteBuild) === 0 ? finished(spawn(...turbo([...args, SITE, '--only']))) : 1)
const packageSuites = finished(spawn(...turbo(['lint', 'typecheck', 'test', PACKAGES, '--only', CONCURRENCY, '--continue'])))
const siteSuites = afterSiteBuild(['lint', 'typecheck', 'test', '--continue'])
// After b and c whatever their result: a failed unit suite still leaves the run command to be tested.
const runCommand = Promise.all([packageSuites, siteSuites]).then(() => finished(spawn(...turbo(['test:run-command', SITE, '--only']))))
const codes = await Promise.all([siteBuild, afterSiteBuild(['e2e']), packageSuites, siteSuites, runCommand])
process.exit(codes.every((code) => code === 0) ? 0 : 1)
