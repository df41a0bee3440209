import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { pageRoutes } from './pageRoutes.mjs'

const app = mkdtempSync(path.join(tmpdir(), 'page-routes-'))
afterAll(() => rmSync(app, { recursive: true, force: true }))

function page(...segments: string[]): void {
  mkdirSync(path.join(app, ...segments), { recursive: true })
  writeFileSync(path.join(app, ...segments, 'page.tsx'), 'export default function Page() { return null }\n')
}

test('behavior: pages are listed as Next serves them, `/` first; groups add no segment, dynamic and private folders are left out', () => {
  page('(bare)')
  page('(site)', 'stake')
  page('(bare)', 'claim')
  page('docs', 'guide')
  page('posts', '[slug]')
  page('_parts', 'draft')
  page('@modal', 'login')
  mkdirSync(path.join(app, 'api', 'health'), { recursive: true })
  writeFileSync(path.join(app, 'api', 'health', 'route.ts'), 'export function GET() {}\n')
  expect(pageRoutes(app)).toEqual(['/', '/claim', '/docs/guide', '/stake'])
})

test('behavior: the pages under [locale] are listed at their English paths, without a prefix', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'page-routes-locale-'))
  try {
    for (const segments of [['[locale]', '(bare)'], ['[locale]', '(site)', 'stake'], ['[locale]', '[...rest]']]) {
      mkdirSync(path.join(root, ...segments), { recursive: true })
      writeFileSync(path.join(root, ...segments, 'page.tsx'), 'export default function Page() { return null }\n')
    }
    expect(pageRoutes(root)).toEqual(['/', '/stake'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
