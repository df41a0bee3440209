import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { BENCHMARKS_PAGE, benchBlock, recordBench, replaceBenchBlock } from '../../../scripts/benchTables.mjs'
import { listFiles, repoRoot } from './repoFiles'

const table = { command: '`pnpm --filter @stardust/game bench`', machine: '2-core x64, load 0.4', columns: ['figure', 'now', 'anchor'], rows: [['replays/s', '1,234', '']] }
const page = ['# Benchmarks', '', '<!-- bench:game -->', 'old line', '| old | table |', '<!-- /bench:game -->', '', 'after'].join('\n')

describe('benchBlock', () => {
  test('default: the command and machine (no date), then one row per figure', () => {
    expect(benchBlock(table)).toBe(
      ['`pnpm --filter @stardust/game bench` · 2-core x64, load 0.4', '', '| figure | now | anchor |', '|---|---|---|', '| replays/s | 1,234 |  |'].join('\n'),
    )
  })

  test('behavior: a pipe in a cell is escaped; a short row is refused', () => {
    expect(benchBlock({ ...table, rows: [['a | b', 1, 2]] })).toContain('| a \\| b | 1 | 2 |')
    expect(() => benchBlock({ ...table, rows: [['only one']] })).toThrow('a row of 1 cells under 3 columns')
  })
})

describe('replaceBenchBlock', () => {
  test('default: replaces what is between the markers, and nothing else', () => {
    expect(replaceBenchBlock(page, 'game', 'new line')).toBe(['# Benchmarks', '', '<!-- bench:game -->', 'new line', '<!-- /bench:game -->', '', 'after'].join('\n'))
  })

  test('behavior: measured again, the block is replaced, never appended', () => {
    const once = replaceBenchBlock(page, 'game', benchBlock(table))
    const twice = replaceBenchBlock(once, 'game', benchBlock({ ...table, rows: [['replays/s', '2,000', '']] }))
    expect(twice.match(/replays\/s/g)).toHaveLength(1)
    expect(twice).toContain('| replays/s | 2,000 |  |')
    expect(twice.split('\n').length).toBe(once.split('\n').length)
  })

  test('behavior: a page without the markers, or with them twice, is refused by name', () => {
    expect(() => replaceBenchBlock(page, 'ui-size', 'x')).toThrow('docs/benchmarks.md has no "<!-- bench:ui-size -->"')
    expect(() => replaceBenchBlock(`${page}\n${page}`, 'game', 'x')).toThrow('more than once')
  })
})

describe('recordBench', () => {
  test('behavior: writes the page only with STARDUST_BENCH_WRITE=1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-tables-'))
    try {
      const file = path.join(dir, 'benchmarks.md')
      writeFileSync(file, page)
      expect(recordBench('game', table, { env: {}, file })).toBe(false)
      expect(readFileSync(file, 'utf8')).toBe(page)
      expect(recordBench('game', table, { env: { STARDUST_BENCH_WRITE: '1' }, file })).toBe(true)
      const written = readFileSync(file, 'utf8')
      expect(written).toContain('| replays/s | 1,234 |  |')
      expect(written).toMatch(/^`pnpm --filter @stardust\/game bench` · \d+-core \w+, load \d+\.\d$/m)
      expect(written).not.toContain('old line')
      expect(written.endsWith('after')).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('default: every block a bench records has its markers in docs/benchmarks.md, once', () => {
    const root = repoRoot(import.meta.dirname)
    const benches = listFiles(root).filter((file) => /\/bench\/[^/]+\.(?:mjs|ts)$/.test(file))
    const ids = benches.flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/recordBench\('([\w-]+)'/g)].map((m) => m[1]!))
    expect(ids.length).toBeGreaterThan(0)
    const benchmarks = readFileSync(BENCHMARKS_PAGE, 'utf8')
    for (const id of ids) expect(() => replaceBenchBlock(benchmarks, id, 'x'), id).not.toThrow()
    expect(readdirSync(path.dirname(BENCHMARKS_PAGE))).toContain('benchmarks.md')
  })
})
