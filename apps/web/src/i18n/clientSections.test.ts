import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { entryReads, sectionReads, sectionsSent } from './clientSections'
import { en } from './messages/en'

const root = fileURLToPath(new URL('../..', import.meta.url))
const aliases = { '@/': fileURLToPath(new URL('..', import.meta.url)) }
const known = new Set(Object.keys(en))
const localeRoot = join(root, 'app/[locale]')

/** Every layout, page and not-found file under app/[locale], with the layouts above it (outermost first). */
function routeFiles(dir: string, layouts: string[] = []): { file: string; above: string[] }[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const layout = entries.find((entry) => entry.isFile() && entry.name === 'layout.tsx')
  const chain = layout ? [...layouts, join(dir, layout.name)] : layouts
  const own = entries
    .filter((entry) => entry.isFile() && /^(layout|page|not-found)\.tsx$/.test(entry.name))
    .map((entry) => ({ file: join(dir, entry.name), above: entry.name === 'layout.tsx' ? layouts : chain }))
  return [...own, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => routeFiles(join(dir, entry.name), chain))]
}

const files = routeFiles(localeRoot)
const sent = (file: string) => sectionsSent(readFileSync(file, 'utf8'))
const name = (file: string) => relative(root, file)

describe('the catalog sections each layout and page sends its browser code', () => {
  test('default: the [locale] layout, every page and the language 404 are checked', () => {
    const names = files.map(({ file }) => name(file))
    expect(names).toContain('app/[locale]/layout.tsx')
    expect(names).toContain('app/[locale]/(bare)/page.tsx')
    expect(names).toContain('app/[locale]/(site)/stake/page.tsx')
    expect(names).toContain('app/[locale]/(bare)/game-test/page.tsx')
    expect(names).toContain('app/[locale]/not-found.tsx')
    expect(sent(join(localeRoot, 'layout.tsx')).size).toBeGreaterThan(0)
  })

  test.each(files.map(({ file, above }) => [name(file), file, above] as const))(
    'behavior: %s sends every section its browser code reads that no layout above sent, and no other',
    (_, file, above) => {
      const fromAbove = new Set(above.flatMap((layout) => [...sent(layout)]))
      const own = sent(file)
      const reads = entryReads(file, { root, aliases, known })
      expect(reads.unreadable, 'useMessages() in a form this check cannot follow').toEqual([])
      const missing: string[] = []
      const needed = new Set<string>()
      for (const [module, sections] of reads.modules)
        for (const section of sections) {
          needed.add(section)
          if (!own.has(section) && !fromAbove.has(section)) missing.push(`${module} reads "${section}"`)
        }
      expect(missing, 'read but not sent').toEqual([])
      expect([...own].filter((section) => fromAbove.has(section)), 'sent again below a layout that sent it').toEqual([])
      expect([...own].filter((section) => !needed.has(section)), 'sent but read by nothing below').toEqual([])
    },
  )

  test('behavior: the pages outside app/[locale] send no section and read none', () => {
    for (const file of ['app/layout.tsx', 'app/not-found.tsx']) {
      const reads = entryReads(join(root, file), { root, aliases, known })
      expect([...reads.modules.values()].flatMap((sections) => [...sections]), file).toEqual([])
    }
  })
})

describe('sectionReads', () => {
  test('parameters: the forms a browser module reads the catalog in', () => {
    const source = `
      const a = useMessages().site.name
      const { wallet, signIn: s } = useMessages()
      const m = useMessages()
      m.claims.title
      export function fooTexts(t: Messages) { return t.stake }
      m.notASection
    `
    expect([...sectionReads(source, known).sections].sort()).toEqual(['claims', 'signIn', 'site', 'stake', 'wallet'])
  })

  test('behavior: a use of useMessages() it cannot follow is reported, not skipped', () => {
    expect(sectionReads('render(useMessages())', known).unreadable).toHaveLength(1)
  })

  test('behavior: what the check reads from a layout or page file', () => {
    expect([...sectionsSent(`<CatalogSections locale={locale} sections={['stake', "fees"]}>`)]).toEqual(['stake', 'fees'])
  })
})
