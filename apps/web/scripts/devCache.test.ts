import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { openDevCache } from './devCache.mjs'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function buildFolderWithCache(): { dist: string; cache: string } {
  const dist = mkdtempSync(path.join(tmpdir(), 'dev-cache-'))
  folders.push(dist)
  const cache = path.join(dist, 'dev', 'cache', 'turbopack')
  mkdirSync(cache, { recursive: true })
  writeFileSync(path.join(cache, 'entry'), 'compiled')
  return { dist, cache }
}

test('behavior: a run stopped after every page compiled leaves the cache for the next start', () => {
  const { dist, cache } = buildFolderWithCache()
  openDevCache(dist).markClean()
  const next = openDevCache(dist)
  expect(next.cleared).toBe(false)
  expect(existsSync(path.join(cache, 'entry'))).toBe(true)
})

test('behavior: a run stopped while it compiled has its cache cleared at the next start, once', () => {
  const { dist, cache } = buildFolderWithCache()
  openDevCache(dist) // stopped before markClean: Ctrl-C mid-compile, or killed
  const next = openDevCache(dist)
  expect(next.cleared).toBe(true)
  expect(existsSync(cache)).toBe(false)
  next.markClean()
  expect(openDevCache(dist).cleared).toBe(false)
})

test('behavior: a first start (no build folder yet) clears nothing and marks the run', () => {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'dev-cache-')), '.next')
  folders.push(path.dirname(dist))
  expect(openDevCache(dist).cleared).toBe(false)
  expect(existsSync(path.join(dist, 'stardust-dev-running'))).toBe(true)
})
