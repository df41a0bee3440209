// `pnpm test`: every package's lint, typecheck and unit suites, and the site's end-to-end suite.
//  1. The packages' builds, two at a time (about 15 s: JavaScript by tsup, declarations by TypeScript 7).
//  2. Then, side by side:
//     a. the site's production build, then the end-to-end suite against it;
//     b. the packages' lint, typecheck and unit suites, which need only the packages' builds: they take
//        the CPU the site's build leaves;
//     c. once the site's build is done, the site's own lint, typecheck and unit suites (its typecheck
//        writes the route types again, `next typegen`, which must not run while the build writes them).
//  3. Last and alone, the README's run command end to end (apps/web/run-command): its `next dev` rewrites
//     the site's next-env.d.ts, which the site's typecheck reads.
// Turbo alone starts the end-to-end suite, by far the longest task, after every other task: on two cores,
// 4 to 5 minutes later. Started first, it leaves cores idle that the other suites fill. Every step-2 run
// passes --only: what it needs is built before it starts (step 1, or the site's build for a and c), so
// none restores a build output while another reads it.
// Exits non-zero if anything failed. Ctrl-C reaches every child (one process group); this waits for them.
import { spawn, spawnSync } from 'node:child_process'

const turbo = (args) => ['turbo', ['run', ...args], { stdio: 'inherit' }]
const finished = (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
const SITE = '--filter=web'
const PACKAGES = '--filter=!web'

const packages = spawnSync(...turbo(['build', PACKAGES, '--concurrency=2']))
if (packages.status !== 0) process.exit(packages.status ?? 1)

process.on('SIGINT', () => {}) // the children stop on their own; their exit codes are reported below
const siteBuild = finished(spawn(...turbo(['build', SITE, '--only'])))
const afterSiteBuild = async (args) => ((await siteBuild) === 0 ? finished(spawn(...turbo([...args, SITE, '--only']))) : 1)
const codes = await Promise.all([
  siteBuild,
  afterSiteBuild(['e2e']),
  finished(spawn(...turbo(['lint', 'typecheck', 'test', PACKAGES, '--only', '--concurrency=2', '--continue']))),
  afterSiteBuild(['lint', 'typecheck', 'test', '--continue']),
])
const runCommand = spawnSync(...turbo(['test:run-command', SITE, '--only']))
process.exit(codes.every((code) => code === 0) && runCommand.status === 0 ? 0 : 1)
