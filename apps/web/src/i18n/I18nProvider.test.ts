import { createElement } from 'react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { I18nProvider, useMessages } from './I18nProvider'
import type { Locale } from './locales'
import { ar } from './messages/ar'
import type { Messages } from './messages/types'

const provide = (messages: Partial<Messages>, child: ReactNode, locale: Locale = 'ar') => createElement(I18nProvider, { locale, messages }, child)

function Reads({ section, pick }: { section: 'site' | 'stake'; pick: (m: Messages) => string }) {
  return createElement('p', { 'data-section': section }, pick(useMessages()))
}

function Sent() {
  return createElement('p', null, Object.keys({ ...useMessages() }).sort().join(','))
}

test('behavior: a provider below another adds its sections to those sent above', () => {
  const html = renderToStaticMarkup(
    provide(
      { site: ar.site },
      provide({ stake: ar.stake }, [
        createElement(Reads, { key: 1, section: 'site', pick: (m) => m.site.connectWallet }),
        createElement(Reads, { key: 2, section: 'stake', pick: (m) => m.stake.connect }),
        createElement(Sent, { key: 3 }),
      ]),
    ),
  )
  expect(html).toContain(ar.site.connectWallet)
  expect(html).toContain(ar.stake.connect)
  expect(html).toContain('<p>site,stake</p>')
})

test('behavior: reading a section no provider sent throws, naming it (never undefined, a key or English)', () => {
  const render = () => renderToStaticMarkup(provide({ site: ar.site }, createElement(Reads, { section: 'stake', pick: (m) => m.stake.connect })))
  expect(render).toThrow('catalog section "stake" not sent (CatalogSections)')
})

test('behavior: a section sent only inside a subtree is not there beside it', () => {
  const render = () =>
    renderToStaticMarkup(
      provide({ site: ar.site }, [
        createElement(I18nProvider, { key: 'inside', locale: 'ar', messages: { stake: ar.stake } }, null),
        createElement(Reads, { key: 'beside', section: 'stake', pick: (m) => m.stake.connect }),
      ]),
    )
  expect(render).toThrow(/"stake"/)
})

test('behavior: what tools probe on any object does not count as a section read', () => {
  function Probes() {
    const m = useMessages() as unknown as Record<string, unknown>
    return createElement('p', null, `${String(m.then)} ${typeof m.toString} ${JSON.stringify({ m }).length > 0}`)
  }
  expect(renderToStaticMarkup(provide({ site: ar.site }, createElement(Probes)))).toContain('undefined function true')
})
