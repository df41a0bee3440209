// @vitest-environment jsdom
import { act, createElement, lazy, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { siteBatchRecords } from './batch/batchRecords'
import { BATCH_RECORDS_KEY } from './batch/constants'
import { TX_RECORDS_KEY } from './constants'
import { hasRecordToResume } from './recordsToResume'
import { announceRecordWrite } from './recordWrites'
import { siteTxRecords } from './siteTxRecords'
import { UNANSWERED_RECORDS_KEY } from './unanswered/constants'
import { siteUnansweredRecords } from './unanswered/unansweredRecords'
import { WhenRecordsToResume } from './WhenRecordsToResume'

// The gate in front of ResumePending: its child stands in for the resumer, behind a real lazy import whose
// loader counts its calls (the gate must not even start the download without a record to follow).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}` as const
const pendingTx = { hash, chainId: 5000, account, description: 'Claim 1,250 STAR on Mantle', status: 'pending', addedAt: 1 }

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  window.localStorage.clear()
  document.body.replaceChildren()
})

/** Draws the gate around a lazily imported child; `load` counts the imports, `mounted` whether the child is drawn. */
function drawGate() {
  const load = vi.fn(async () => ({ default: () => createElement('p', { 'data-testid': 'resumer' }, 'resuming') }))
  const Resumer = lazy(load)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  unmount = () => root.unmount()
  const mounted = () => container.querySelector('[data-testid="resumer"]') !== null
  return { load, mounted, drawn: settle(() => root.render(createElement(WhenRecordsToResume, null, createElement(Suspense, { fallback: null }, createElement(Resumer))))) }
}

/**
 * Runs `step` and all the work React does for it (renders, effects, a lazy child's loader called), to the end, in
 * act(): a test that expects nothing to happen knows that nothing did, without waiting for a while.
 */
async function settle(step: () => void = () => {}): Promise<void> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  try {
    await act(async () => step())
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
  }
}

describe('WhenRecordsToResume', () => {
  test('default: no record stored: the resumer is never imported', async () => {
    const { load, mounted, drawn } = drawGate()
    await drawn
    expect(load).not.toHaveBeenCalled()
    expect(mounted()).toBe(false)
  })

  test('behavior: a storage that throws on every read (blocked, as in some private modes): nothing imported, nothing thrown', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked })
    try {
      const { load, drawn } = drawGate()
      await drawn
      await settle(() => {
        announceRecordWrite(TX_RECORDS_KEY)
        window.dispatchEvent(new StorageEvent('storage', { key: TX_RECORDS_KEY }))
      })
      expect(load).not.toHaveBeenCalled()
    } finally {
      Object.defineProperty(window, 'localStorage', real)
    }
  })

  test('behavior: only settled records, or another key written: still not imported', async () => {
    window.localStorage.setItem(TX_RECORDS_KEY, JSON.stringify([{ ...pendingTx, status: 'confirmed' }]))
    window.localStorage.setItem(UNANSWERED_RECORDS_KEY, JSON.stringify([{ key: 'k', status: 'failed' }]))
    const { load, drawn } = drawGate()
    await drawn
    await settle(() => {
      announceRecordWrite(TX_RECORDS_KEY) // a write of the list with nothing pending in it
      window.localStorage.setItem('theme', JSON.stringify([{ status: 'pending' }]))
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '[]' }))
    })
    expect(load).not.toHaveBeenCalled()
  })

  test.each([
    ['a transaction', TX_RECORDS_KEY],
    ['a batch', BATCH_RECORDS_KEY],
    ['an unanswered request', UNANSWERED_RECORDS_KEY],
  ])('behavior: %s pending at start (a reload mid-flight): imported and mounted', async (_, key) => {
    window.localStorage.setItem(key, JSON.stringify([{ status: 'confirmed' }, { status: 'pending' }]))
    const { load, mounted, drawn } = drawGate()
    await drawn
    await vi.waitFor(() => expect(mounted()).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test.each([
    ['a transaction', () => siteTxRecords().add({ hash, chainId: 5000, account, description: 'Buy 10 STAR' })],
    ['a batch', () => siteBatchRecords().add({ id: '0x01', chainId: 5000, account, description: 'Stake 25 STAR', calls: 2 })],
    [
      'an unanswered request',
      () => siteUnansweredRecords().add({ key: 'k1', chainId: 5000, account, description: 'Claim', nonce: 0, intent: { to: account, selector: '0x12345678' }, block: 1 }),
    ],
  ])('behavior: %s written by this tab: imported and mounted', async (_, write) => {
    const { load, mounted, drawn } = drawGate()
    await drawn
    expect(load).not.toHaveBeenCalled()
    write()
    await vi.waitFor(() => expect(mounted()).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: a record written by another tab (a storage event): imported and mounted', async () => {
    const { load, mounted, drawn } = drawGate()
    await drawn
    expect(load).not.toHaveBeenCalled()
    // Another tab's write: the storage holds it, and this tab hears a storage event (never its own write announced).
    const text = JSON.stringify([pendingTx])
    window.localStorage.setItem(TX_RECORDS_KEY, text)
    window.dispatchEvent(new StorageEvent('storage', { key: TX_RECORDS_KEY, newValue: text }))
    await vi.waitFor(() => expect(mounted()).toBe(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('behavior: once mounted it stays, after the record settles and the storage is cleared', async () => {
    window.localStorage.setItem(TX_RECORDS_KEY, JSON.stringify([pendingTx]))
    const { mounted, drawn } = drawGate()
    await drawn
    await vi.waitFor(() => expect(mounted()).toBe(true))
    siteTxRecords().settle(hash, 5000, 'confirmed')
    window.localStorage.clear()
    await settle(() => window.dispatchEvent(new StorageEvent('storage', { key: null })))
    expect(mounted()).toBe(true)
  })
})

describe('hasRecordToResume', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null })

  test('default: a pending record under any followed key', () => {
    expect(hasRecordToResume(storage({}))).toBe(false)
    expect(hasRecordToResume(storage({ [BATCH_RECORDS_KEY]: JSON.stringify([{ status: 'confirmed' }, { status: 'pending' }]) }))).toBe(true)
  })

  test('behavior: unreadable text or storage holds nothing, never throws', () => {
    expect(hasRecordToResume(storage({ [TX_RECORDS_KEY]: '{not json', [UNANSWERED_RECORDS_KEY]: '"pending"', [BATCH_RECORDS_KEY]: '[null, 1]' }))).toBe(false)
    expect(hasRecordToResume({ getItem: () => { throw new Error('SecurityError') } })).toBe(false)
  })
})
