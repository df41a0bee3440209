import { describe, expect, test } from 'vitest'
import { parseLeaderboard, parseMe, parseSync, StardustShapeError } from './parseStardust'

const me = {
  account: '0xabc',
  balance: '1500',
  rank: 3,
  entries: [{ id: '7', amount: '42', source: 'game', sessionId: 's1', createdAt: '2026-01-01T00:00:00.000Z' }],
  next: '7',
  gameToday: { credited: '42', cap: 1000 },
}

describe('parseMe', () => {
  test('default: the README shape, numbers as decimal strings', () => {
    expect(parseMe({ data: me })).toEqual({ ...me, gameToday: { credited: '42', cap: '1000' } })
  })

  test('behavior: no rank yet and no next page', () => {
    const { next: _next, ...rest } = me
    expect(parseMe({ data: { ...rest, rank: null, entries: [] } })).toEqual({ ...rest, rank: null, entries: [], gameToday: { credited: '42', cap: '1000' } })
  })

  test('behavior: a rank counted deep in the table keeps the time it was counted at', () => {
    expect(parseMe({ data: { ...me, rankAsOf: '2026-11-24T21:03:00.000Z' } })).toMatchObject({ rank: 3, rankAsOf: '2026-11-24T21:03:00.000Z' })
    expect(parseMe({ data: me })).not.toHaveProperty('rankAsOf')
    expect(() => parseMe({ data: { ...me, rankAsOf: 'yesterday' } })).toThrow(StardustShapeError)
  })

  test('behavior: a shape this page cannot read is a StardustShapeError, never half-shown', () => {
    for (const body of [null, {}, { data: { ...me, balance: '1.5' } }, { data: { ...me, entries: [{ ...me.entries[0], source: 'referral' }] } }, { data: { ...me, gameToday: undefined } }]) {
      expect(() => parseMe(body)).toThrow(StardustShapeError)
    }
  })
})

test('parseSync: credited and balance', () => {
  expect(parseSync({ data: { credited: '10', balance: '20', chains: [] } })).toEqual({ credited: '10', balance: '20' })
  expect(() => parseSync({ data: { credited: -1, balance: '0' } })).toThrow(StardustShapeError)
})

test('parseLeaderboard: rows', () => {
  expect(parseLeaderboard({ data: { entries: [{ account: '0xa', balance: '5', rank: 1 }] } })).toEqual([{ account: '0xa', balance: '5', rank: 1 }])
  expect(() => parseLeaderboard({ data: { entries: [{ account: '0xa' }] } })).toThrow(StardustShapeError)
})
