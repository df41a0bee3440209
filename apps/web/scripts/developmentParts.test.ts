// The production build `pnpm test` made (the site's `test` task runs after its `build`) serves and ships nothing
// of the development database (PGlite's wasm and data) or the local chain; the check finds each kind planted.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { developmentParts } from './developmentParts.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next')
const planted = mkdtempSync(path.join(tmpdir(), 'stardust-development-parts-'))
afterAll(() => rmSync(planted, { recursive: true, force: true }))

const plant = (file: string, text = '') => {
  mkdirSync(path.dirname(path.join(planted, file)), { recursive: true })
  writeFileSync(path.join(planted, file), text)
}

describe('developmentParts', () => {
  test('behavior: the production build serves and ships none', () => {
    expect(developmentParts({ distDir, publicDir: path.join(web, 'public') })).toEqual([])
    // The build is there: a check of an empty folder would pass too.
    expect(existsSync(path.join(distDir, 'standalone', 'apps', 'web', 'server.js'))).toBe(true)
    expect(existsSync(path.join(distDir, 'static', 'chunks'))).toBe(true)
  })

  test('behavior: each kind of development part is found, PGlite in node_modules is not (a single instance runs on it)', () => {
    plant('dist/static/media/pglite.abc.wasm')
    plant('dist/static/chunks/a.js', 'connect("stardustDevWallet")')
    plant('dist/standalone/node_modules/.pnpm/hardhat@2.29.0/node_modules/hardhat/package.json')
    plant('dist/standalone/apps/web/.next/server/assets/pglite.x.data')
    plant('dist/standalone/node_modules/.pnpm/@electric-sql+pglite@0.5.16/node_modules/@electric-sql/pglite/dist/pglite.data')
    plant('dist/standalone/apps/web/.data/pglite/PG_VERSION')
    plant('public/burner.js', 'const key = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"')
    const found = developmentParts({ distDir: path.join(planted, 'dist'), publicDir: path.join(planted, 'public') }).map((line) => line.split(':')[0])
    expect(found.sort()).toEqual(
      [
        'public/burner.js',
        'standalone/apps/web/.data/pglite/PG_VERSION',
        'standalone/apps/web/.next/server/assets/pglite.x.data',
        'standalone/node_modules/.pnpm/hardhat@2.29.0/node_modules/hardhat/package.json',
        'static/chunks/a.js',
        'static/media/pglite.abc.wasm',
      ].sort(),
    )
  })
})
