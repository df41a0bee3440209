import { expect, test } from 'vitest'
import { negotiateLocale } from './negotiate'

test.each([
  [null, 'en'],
  ['', 'en'],
  ['de-DE,de;q=0.9,en;q=0.8', 'de'],
  ['en-US,en;q=0.9,de;q=0.8', 'en'],
  ['es-MX,es;q=0.9', 'es-419'],
  ['es-ES', 'es-419'],
  ['pt-PT,pt;q=0.8', 'pt-BR'],
  ['zh-HK', 'zh-HK'],
  ['zh-Hant-TW', 'zh-TW'],
  ['zh-Hans', 'zh-CN'],
  ['zh', 'zh-CN'],
  ['ar-EG,ar;q=0.9', 'ar'],
  ['uk-UA', 'uk'],
  ['nl-NL,fr;q=0.5', 'fr'],
  ['nl-NL', 'en'],
  ['fr;q=0.2,ja;q=0.8', 'ja'],
  ['de;q=0,fr', 'fr'],
  ['*', 'en'],
])('negotiateLocale(%j) is %s', (header, locale) => {
  expect(negotiateLocale(header)).toBe(locale)
})
