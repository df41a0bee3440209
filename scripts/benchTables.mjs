// A bench's figures in docs/benchmarks.md: each bench owns the lines between its markers
// (`<!-- bench:<id> -->` ... `<!-- /bench:<id> -->`) and replaces them when run with
// STARDUST_BENCH_WRITE=1, so a figure measured again replaces its row instead of joining a diary. No
// date: the page holds the current figures, and when each was measured is in git's history.
import { readFileSync, writeFileSync } from 'node:fs'
import { arch, availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCHMARKS_PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'benchmarks.md')

const cell = (value) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ')

/**
 * The lines a bench writes between its markers: how it was measured (command, and the machine kind with
 * its load), then one table row per figure.
 * @param {{ command: string, machine: string, columns: string[], rows: Array<Array<string | number>> }} table
 */
export function benchBlock({ command, machine, columns, rows }) {
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`a row of ${row.length} cells under ${columns.length} columns: ${row.join(' | ')}`)
  }
  return [
    `${command} · ${machine}`,
    '',
    `| ${columns.map(cell).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

/**
 * `page` with the lines between the markers of `id` replaced by `block`; everything else as it was.
 * Throws when the page has no such markers, or more than one pair.
 */
export function replaceBenchBlock(page, id, block) {
  const open = `<!-- bench:${id} -->`
  const close = `<!-- /bench:${id} -->`
  const start = page.indexOf(open)
  const end = page.indexOf(close)
  if (start === -1 || end === -1 || end < start) throw new Error(`docs/benchmarks.md has no "${open}" ... "${close}" to write ${id}'s figures between`)
  if (page.indexOf(open, start + 1) !== -1 || page.indexOf(close, end + 1) !== -1) throw new Error(`docs/benchmarks.md has "${open}" more than once`)
  return `${page.slice(0, start + open.length)}\n${block.trim()}\n${page.slice(end)}`
}

/** This machine, as the page names machine kinds: cores, architecture and the load while it ran. */
export function machineKind() {
  return `${availableParallelism()}-core ${arch()}, load ${loadavg()[0].toFixed(1)}`
}

/**
 * With STARDUST_BENCH_WRITE=1, replaces the bench's block in docs/benchmarks.md (or `file`) and
 * returns true; otherwise leaves the page alone and returns false (the bench prints its figures anyway).
 */
export function recordBench(id, table, { env = process.env, file = BENCHMARKS_PAGE } = {}) {
  if (env.STARDUST_BENCH_WRITE !== '1') return false
  const block = benchBlock({ machine: machineKind(), ...table })
  writeFileSync(file, replaceBenchBlock(readFileSync(file, 'utf8'), id, block))
  return true
}
