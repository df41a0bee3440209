import { describe, expect, test } from 'vitest'
import { createProbes, type ProbeResult } from './probe'

function setup(onChange?: (key: string, result: ProbeResult<unknown>) => void) {
  let clock = 1_000_000
  const probe = createProbes({ freshMs: 1_000, timeoutMs: 20, now: () => clock, onChange })
  return { probe, advance: (ms: number) => (clock += ms) }
}
const never = () => new Promise<number>(() => {})

describe('probe', () => {
  test('default: one check for many pollers at once, reused while fresh, checked again after', async () => {
    const { probe, advance } = setup()
    let calls = 0
    const check = async () => ++calls
    const results = await Promise.all(Array.from({ length: 10 }, () => probe('k', check)))
    expect(results.map((r) => r.state === 'ok' && r.value)).toEqual(Array(10).fill(1))
    advance(999)
    expect(await probe('k', check)).toMatchObject({ state: 'ok', value: 1 })
    advance(1)
    expect(await probe('k', check)).toMatchObject({ state: 'ok', value: 2 })
  })

  test('behavior: a hung check is down (timeout) and never holds the key: the next poll runs a new check', async () => {
    const { probe, advance } = setup()
    await probe('k', async () => 1)
    advance(5_000)
    expect(await probe('k', never)).toMatchObject({ state: 'down', reason: 'timeout' })
    advance(5_000)
    let calls = 0
    expect(await probe('k', async () => ++calls)).toMatchObject({ state: 'ok', value: 1 })
    expect(calls).toBe(1)
  })

  test('behavior: an answer older than freshMs is never reused as ok (no stale health)', async () => {
    const { probe, advance } = setup()
    await probe('k', async () => 1)
    advance(60_000)
    expect(await probe('k', () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:6379')))).toEqual(expect.objectContaining({ state: 'down', reason: 'no_answer' }))
  })

  test('behavior: onChange is called once per change of state, not per poll', async () => {
    const changes: string[] = []
    const { probe, advance } = setup((key, result) => changes.push(`${key}:${result.state}`))
    for (const check of [async () => 1, async () => 1, never, never, async () => 1]) {
      await probe('k', check)
      advance(2_000)
    }
    expect(changes).toEqual(['k:ok', 'k:down', 'k:ok'])
  })

  test('parameters: freshMs and timeoutMs per key', async () => {
    const { probe, advance } = setup()
    let calls = 0
    await probe('k', async () => ++calls, { freshMs: 10_000 })
    advance(5_000)
    expect(await probe('k', async () => ++calls, { freshMs: 10_000 })).toMatchObject({ value: 1 })
    advance(10_000)
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(9), 40))
    expect(await probe('k', slow, { timeoutMs: 200 })).toMatchObject({ state: 'ok', value: 9 })
  })
})
