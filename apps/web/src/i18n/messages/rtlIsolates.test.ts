import { describe, expect, test } from 'vitest'
import { direction, LOCALES } from '../locales'
import { CATALOGS } from './catalogs'

/** Every text of a catalog by its dotted key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key))
}

// An amount and its unit ("{amount} STAR", "{fee} {symbol}") and arrow keys, in a right-to-left line, are laid out
// right to left unless isolated: "STAR 12.5", "→ ←". U+2066 (left-to-right isolate) ... U+2069 keeps them as written.
const AMOUNT_WITH_UNIT = /(.?)\{[a-zA-Z]+\} (?:STAR|ETH|MNT|\{symbol\})(.?)/gu
const ARROWS = /(.?)[←→][^\u2069]*?[←→](.?)/gu

describe.each(LOCALES.filter((locale) => direction(locale) === 'rtl'))('the %s catalog', (locale) => {
  test('behavior: every amount with its unit is isolated left to right', () => {
    const bare = texts(CATALOGS[locale]).flatMap(([key, text]) =>
      [...text.matchAll(AMOUNT_WITH_UNIT)].filter(([, before, after]) => before !== '\u2066' || after !== '\u2069').map(([match]) => `${key}: ${match}`),
    )
    expect(bare).toEqual([])
  })

  test('behavior: arrow keys are isolated left to right, as on the keyboard', () => {
    const bare = texts(CATALOGS[locale]).flatMap(([key, text]) =>
      [...text.matchAll(ARROWS)].filter(([, before]) => before !== '\u2066').map(([match]) => `${key}: ${match}`),
    )
    expect(bare).toEqual([])
  })
})

test('behavior: the check reads a bare amount as bare', () => {
  expect([...'تخزين {amount} STAR'.matchAll(AMOUNT_WITH_UNIT)]).toHaveLength(1)
  expect([...'تخزين \u2066{amount} STAR\u2069'.matchAll(AMOUNT_WITH_UNIT)][0]?.slice(1)).toEqual(['\u2066', '\u2069'])
})
