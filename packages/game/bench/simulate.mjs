// Replays per second per core (one thread), on the built package: `pnpm --filter @stardust/game bench`.
// Prints the recorded fixture game, and the worst case the server can be sent: a full 60 s game
// (3,600 ticks) whose log changes the buttons on every tick (3,600 entries, the maximum).
import { readFileSync } from 'node:fs'
import { recordBench } from '../../../scripts/benchTables.mjs'
import { GAME_MAX_TICKS, createGame, parseInputLog, simulate, step } from '../dist/index.js'

const fixture = JSON.parse(readFileSync(new URL('../test/fixtures/recorded-game.json', import.meta.url), 'utf8'))
const fullLog = Array.from({ length: GAME_MAX_TICKS }, (_, tick) => [tick, (tick * 7) % 8])

/** A full-length replay: simulate's loop with the ship made immortal, so it runs all 3,600 ticks. */
function fullGame() {
  const log = parseInputLog(fullLog)
  const state = createGame('bench-full-game')
  state.lives = Number.MAX_SAFE_INTEGER
  let next = 0
  let buttons = 0
  while (!state.over) {
    if (log[next]?.[0] === state.tick) buttons = log[next++][1]
    step(state, buttons)
  }
  return state.tick
}

const rows = []

function measure(name, ticksPerRun, run) {
  for (let i = 0; i < 50; i++) run() // warm-up
  let runs = 0
  const start = process.hrtime.bigint()
  let elapsed = 0
  while (elapsed < 2e9) {
    run()
    runs++
    elapsed = Number(process.hrtime.bigint() - start)
  }
  const perSecond = runs / (elapsed / 1e9)
  rows.push([name, `${Math.round(perSecond).toLocaleString('en-US')} replays/s`, `${(1e6 / perSecond).toFixed(0)} µs`, `${((perSecond * ticksPerRun) / 1e6).toFixed(2)} M`])
  console.log(
    `${name.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} replays/s   ${(1e6 / perSecond).toFixed(0).padStart(5)} µs each   ${((perSecond * ticksPerRun) / 1e6).toFixed(2)} M ticks/s`,
  )
}

console.log(`@stardust/game simulate, one core, node ${process.version}`)
measure(`recorded game (${fixture.result.ticks} ticks, ${fixture.inputs.length} entries)`, fixture.result.ticks, () =>
  simulate(fixture.seed, fixture.inputs),
)
if (fullGame() !== GAME_MAX_TICKS) throw new Error('the full game did not last 3,600 ticks')
measure(`60 s game (${GAME_MAX_TICKS} ticks, ${GAME_MAX_TICKS} entries)`, GAME_MAX_TICKS, fullGame)
// With STARDUST_BENCH_WRITE=1, these rows replace the game's table in docs/benchmarks.md.
recordBench('game-simulate', {
  command: '`pnpm --filter @stardust/game bench` (`bench/simulate.mjs`: one core, after a build; the anchor is the recorded game)',
  columns: ['replay', 'now', 'each', 'ticks/s'],
  rows,
})
