import { describe, expect, test } from 'vitest'
import { askedWhere } from './askedWhere'

describe('askedWhere', () => {
  const me = { tab: 'tab-a', loadedAt: 10_000 }
  test('default: a request this page asked since it loaded is here', () => {
    expect(askedWhere({ askedIn: 'tab-a', addedAt: 10_000 }, me)).toBe('here')
    expect(askedWhere({ askedIn: 'tab-a', addedAt: 20_000 }, me)).toBe('here')
  })
  test('behavior: asked in this tab before the page loaded is a reload; any other tab, or none kept, is elsewhere', () => {
    expect(askedWhere({ askedIn: 'tab-a', addedAt: 9_999 }, me)).toBe('reload')
    expect(askedWhere({ askedIn: 'tab-b', addedAt: 20_000 }, me)).toBe('elsewhere')
    expect(askedWhere({ askedIn: 'tab-b', addedAt: 1_000 }, me)).toBe('elsewhere')
    expect(askedWhere({ askedIn: undefined, addedAt: 1_000 }, me)).toBe('elsewhere')
  })
})
