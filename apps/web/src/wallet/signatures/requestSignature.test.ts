import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { requestSignature } from './requestSignature'

const WAIT = 20_000

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('requestSignature', () => {
  test('default: a signature given in time is signed, and the page is never told the wallet is silent', async () => {
    const onUnanswered = vi.fn()
    const { outcome } = requestSignature(async () => '0xsig', { waitMs: WAIT, onUnanswered })
    await expect(outcome).resolves.toEqual({ kind: 'signed', value: '0xsig' })
    await vi.advanceTimersByTimeAsync(WAIT * 2)
    expect(onUnanswered).not.toHaveBeenCalled()
  })

  test('behavior: failures are classified (refused, cannot sign)', async () => {
    const refused = requestSignature(() => Promise.reject(Object.assign(new Error('no'), { code: 4001 })), { waitMs: WAIT, onUnanswered: vi.fn() })
    const cannot = requestSignature(() => Promise.reject(new Error('eth_signTypedData_v4 is not yet supported')), { waitMs: WAIT, onUnanswered: vi.fn() })
    expect((await refused.outcome).kind).toBe('refused')
    expect((await cannot.outcome).kind).toBe('cannot-sign')
  })

  test('behavior: a request never answered is reported after waitMs, and only the person stops it; a later answer is ignored', async () => {
    let answer: (value: string) => void = () => undefined
    const onUnanswered = vi.fn()
    const attempt = requestSignature<string, 'two-step' | 'cancel'>(() => new Promise<string>((resolve) => (answer = resolve)), { waitMs: WAIT, onUnanswered })
    let settled = false
    void attempt.outcome.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(WAIT - 1)
    expect(onUnanswered).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onUnanswered).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(WAIT * 10)
    expect(settled).toBe(false) // no timer gives up for the person
    attempt.stop('two-step')
    answer('0xlate')
    await expect(attempt.outcome).resolves.toEqual({ kind: 'stopped', choice: 'two-step' })
  })

  test('behavior: a signature that arrives after the wait but before the person chooses is still used', async () => {
    let answer: (value: string) => void = () => undefined
    const onUnanswered = vi.fn()
    const attempt = requestSignature(() => new Promise<string>((resolve) => (answer = resolve)), { waitMs: WAIT, onUnanswered })
    await vi.advanceTimersByTimeAsync(WAIT)
    answer('0xslow')
    await expect(attempt.outcome).resolves.toEqual({ kind: 'signed', value: '0xslow' })
    expect(onUnanswered).toHaveBeenCalledTimes(1)
  })

  test('behavior: a sign function that throws at once is a failure, not an exception', async () => {
    const attempt = requestSignature(() => {
      throw Object.assign(new Error('x'), { code: 4200 })
    }, { waitMs: WAIT, onUnanswered: vi.fn() })
    expect((await attempt.outcome).kind).toBe('cannot-sign')
  })
})
