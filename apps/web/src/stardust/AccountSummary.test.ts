import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { I18nProvider } from '@/i18n/I18nProvider'
import { en } from '@/i18n/messages/en'
import { AccountSummary } from './AccountSummary'
import type { StardustMe } from './stardustTypes'

const me: StardustMe = { account: '0xabc', balance: '120', rank: 523_112, entries: [], gameToday: { credited: '0', cap: '1000' } }
const render = (data: StardustMe) => renderToStaticMarkup(createElement(I18nProvider, { locale: 'en', messages: en }, createElement(AccountSummary, { me: data, sync: { status: 'idle' } })))

test('behavior: a rank counted deep in the table says when it was counted; an exact rank says nothing more', () => {
  const counted = render({ ...me, rankAsOf: '2026-11-24T21:03:41.120Z' })
  expect(counted).toContain('#523,112')
  expect(counted).toContain('data-testid="stardust-rank-as-of"')
  expect(counted).toContain('Rank counted at 2026-11-24 21:03 UTC:')
  const exact = render({ ...me, rank: 4 })
  expect(exact).toContain('#4')
  expect(exact).not.toContain('stardust-rank-as-of')
})
