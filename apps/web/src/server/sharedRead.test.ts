import { describe, expect, test, vi } from 'vitest'
import { createSharedReads } from './sharedRead'

function setup() {
  let clock = 1_000_000
  const reads = createSharedReads({ freshMs: 5_000, staleOkMs: 60_000, budgetMs: 50, now: () => clock })
  return { reads, advance: (ms: number) => (clock += ms) }
}
const never = () => new Promise<number>(() => {})

describe('sharedRead', () => {
  test('default: one read for many visitors at once (single flight), then none while fresh', async () => {
    const { reads, advance } = setup()
    let calls = 0
    const read = async () => ++calls
    const results = await Promise.all(Array.from({ length: 20 }, () => reads('k', read)))
    expect(results.map((r) => r.state === 'fresh' && r.value)).toEqual(Array(20).fill(1))
    advance(4_000)
    expect(await reads('k', read)).toMatchObject({ state: 'fresh', value: 1 })
    expect(calls).toBe(1)
  })

  test('behavior: past the time to live, the last value is served at once while one new read runs', async () => {
    const { reads, advance } = setup()
    let calls = 0
    let release: (n: number) => void = () => {}
    await reads('k', async () => ++calls)
    advance(10_000)
    const slow = () => new Promise<number>((resolve) => (calls++, (release = resolve)))
    expect(await reads('k', slow)).toMatchObject({ state: 'fresh', value: 1 })
    expect(await reads('k', slow)).toMatchObject({ state: 'fresh', value: 1 })
    expect(calls).toBe(2)
    release(7)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await reads('k', slow)).toMatchObject({ state: 'fresh', value: 7 })
  })

  test('behavior: a hung read -> the last value as late after the budget, or none; a failure keeps the last value', async () => {
    const { reads, advance } = setup()
    expect(await reads('a', never)).toEqual({ state: 'none' })
    await reads('b', async () => 3)
    advance(120_000)
    // The answer comes from the budget's timer (50 ms), not from the hung read: proven on fake timers,
    // by order, not by a stopwatch.
    vi.useFakeTimers()
    try {
      let answer: unknown
      void reads('b', never).then((result) => (answer = result))
      await vi.advanceTimersByTimeAsync(49)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(answer).toMatchObject({ state: 'late', value: 3 })
    } finally {
      vi.useRealTimers()
    }
    await reads('c', async () => 4)
    advance(120_000)
    expect(await reads('c', () => Promise.reject(new Error('429 Too Many Requests')))).toMatchObject({ state: 'late', value: 4 })
  })

  test('behavior: a read in flight past its limit is abandoned: the next visitor starts a new read, the late answer changes nothing', async () => {
    const { reads, advance } = setup()
    let release: (n: number) => void = () => {}
    const hung = () => new Promise<number>((resolve) => (release = resolve))
    expect(await reads('k', hung, { readLimitMs: 10_000 })).toEqual({ state: 'none' })
    const releaseFirst = release
    advance(10_000)
    expect(await reads('k', async () => 5, { readLimitMs: 10_000 })).toMatchObject({ state: 'fresh', value: 5 })
    releaseFirst(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await reads('k', async () => 6)).toMatchObject({ state: 'fresh', value: 5 })
  })

  test('behavior: keys are independent', async () => {
    const { reads } = setup()
    await reads('x', async () => 'one')
    expect(await reads('y', async () => 'two')).toMatchObject({ value: 'two' })
  })
})
