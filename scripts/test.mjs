// `pnpm test`: every package's lint, typecheck and unit suites, and the site's end-to-end suite.
//  1. Every build, two at a time; the site's production build is the one the end-to-end suite serves.
//  2. Then, side by side: the end-to-end suite, and the lint, typecheck and unit suites.
// Turbo alone starts the end-to-end suite, by far the longest task (about 7 minutes, much of it spent waiting
// on browsers and chains), after every other task: on two cores, 4 to 5 minutes later. Started first, it
// leaves cores idle that the other suites fill. Both step-2 runs pass --only: step 1 built what they need, so
// neither restores a build output while the other reads it.
// Exits non-zero if anything failed. Ctrl-C reaches every child (one process group); this waits for them.
import { spawn, spawnSync } from 'node:child_process'

const turbo = (args) => ['turbo', ['run', ...args], { stdio: 'inherit' }]

const build = spawnSync(...turbo(['build', '--concurrency=2']))
if (build.status !== 0) process.exit(build.status ?? 1)

process.on('SIGINT', () => {}) // the children stop on their own; their exit codes are reported below
const finished = (child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
const runs = [
  spawn(...turbo(['e2e', '--filter=web', '--only'])),
  spawn(...turbo(['lint', 'typecheck', 'test', '--only', '--concurrency=2', '--continue'])),
]
const codes = await Promise.all(runs.map(finished))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
