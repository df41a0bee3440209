import { describe, expect, test } from 'vitest'
import { placeholders } from '../fill'
import { LOCALES } from '../locales'
import { CATALOGS } from './catalogs'
import { en } from './en'

/** Every text of a catalog by its dotted key. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  return out
}

const english = flatten(en)

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalog', (locale) => {
  const catalog = flatten(CATALOGS[locale])

  test('behavior: has every key of the English catalog and no other', () => {
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort())
  })

  test('behavior: every text has the same placeholders as English', () => {
    for (const [key, text] of english) expect(placeholders(catalog.get(key) ?? '').sort(), `${locale} ${key}`).toEqual(placeholders(text).sort())
  })

  test('behavior: no text is left empty', () => {
    for (const [key, text] of catalog) expect(text.trim(), `${locale} ${key}`).not.toBe('')
  })
})

test('behavior: the English catalog is the one the site falls back to, and every locale has one', () => {
  expect(CATALOGS.en).toBe(en)
  expect(Object.keys(CATALOGS).sort()).toEqual([...LOCALES].sort())
})
