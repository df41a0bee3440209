import { expect, test } from 'vitest'
import { LOCALES } from './locales'
import { localePath, localeSegment, pagePath, segmentLocale, splitLocale } from './paths'

test('localePath: English keeps its paths, every other locale has its prefix', () => {
  expect(localePath('en', '/stake')).toBe('/stake')
  expect(localePath('es-419', '/stake')).toBe('/es/stake')
  expect(localePath('ar', '/claim')).toBe('/ar/claim')
  expect(localePath('zh-TW', '/')).toBe('/zh-tw')
  expect(localePath('pt-BR', '/purchase')).toBe('/pt-br/purchase')
})

test('splitLocale: the locale and the path without its prefix', () => {
  expect(splitLocale('/es/stake')).toEqual({ locale: 'es-419', path: '/stake', prefixed: true })
  expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/', prefixed: true })
  expect(splitLocale('/stake')).toEqual({ locale: 'en', path: '/stake', prefixed: false })
  expect(splitLocale('/')).toEqual({ locale: 'en', path: '/', prefixed: false })
  // A page whose name starts like a locale is not one.
  expect(splitLocale('/destroy')).toEqual({ locale: 'en', path: '/destroy', prefixed: false })
  expect(splitLocale('/en/stake').prefixed).toBe(false)
})

test('behavior: every prefix is unique and leads back to its locale', () => {
  const segments = LOCALES.filter((l) => l !== 'en').map(localeSegment)
  expect(new Set(segments).size).toBe(segments.length)
  for (const locale of LOCALES.filter((l) => l !== 'en')) expect(segmentLocale(localeSegment(locale))).toBe(locale)
  expect(segmentLocale('en')).toBeUndefined()
})

test('pagePath: the path without a language, the /en the proxy rewrites to included', () => {
  expect(['/de/stake', '/en/stake', '/stake', '/en', '/ar', '/'].map(pagePath)).toEqual(['/stake', '/stake', '/stake', '/', '/', '/'])
})
