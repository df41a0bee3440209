import { describe, expect, test } from 'vitest'
import { de } from '@/i18n/messages/de'
import { en } from '@/i18n/messages/en'
import { claimView, timeLeft, type Eligibility } from './claimState'
import { claimChainId } from './claimChains'

const eligible: Eligibility = { state: 'eligible', amount: 10n, proof: [], deadline: 1_000, contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }

describe('claimView', () => {
  test('default: eligible, then claimed, then (unclaimed past the deadline) window closed', () => {
    expect(claimView({ deployed: true, eligibility: eligible, claimed: false, now: 999 })).toBe('eligible')
    expect(claimView({ deployed: true, eligibility: eligible, claimed: true, now: 5_000 })).toBe('claimed')
    // The contract accepts claims while now < deadline: at the deadline the window is closed.
    expect(claimView({ deployed: true, eligibility: eligible, claimed: false, now: 1_000 })).toBe('window-closed')
  })

  test('behavior: no deployment, or no airdrop on the chain, is its own state (not "not eligible")', () => {
    expect(claimView({ deployed: false, eligibility: { state: 'loading' }, claimed: undefined, now: 0 })).toBe('no-deployment')
    expect(claimView({ deployed: true, eligibility: { state: 'no-airdrop' }, claimed: undefined, now: 0 })).toBe('no-deployment')
  })

  test.each([
    [{ state: 'loading' }, 'loading'],
    [{ state: 'not-eligible' }, 'not-eligible'],
    [{ state: 'mismatch' }, 'mismatch'],
    [{ state: 'unavailable' }, 'unavailable'],
    [{ state: 'unavailable', apiDown: true }, 'unavailable'],
    [{ state: 'published-refused' }, 'published-refused'],
    [{ state: 'not-eligible', source: 'published' }, 'not-eligible'],
  ] as const)('parameters: %o is %s', (eligibility, view) => {
    expect(claimView({ deployed: true, eligibility, claimed: undefined, now: 0 })).toBe(view)
  })

  test('behavior: an eligible address waits for the chain’s isClaimed before offering a claim', () => {
    expect(claimView({ deployed: true, eligibility: eligible, claimed: undefined, now: 0 })).toBe('loading')
  })
})

test('timeLeft', () => {
  const words = en.claims.timeLeft
  expect(timeLeft(90_000 + 3_600 * 4, 0, words)).toBe('1 d 5 h')
  expect(timeLeft(7_500, 0, words)).toBe('2 h 5 min')
  expect(timeLeft(120, 0, words)).toBe('2 min')
  expect(timeLeft(30, 0, words)).toBe('under a minute')
  expect(timeLeft(0, 10, words)).toBe('under a minute')
  // In the page's language.
  expect(timeLeft(7_500, 0, de.claims.timeLeft)).toBe('2 Std. 5 Min.')
})

test('claimChainId: mainnets, testnets, and the local chain in development', () => {
  const production = { testnet: false, development: false, localHasClaim: false }
  expect([claimChainId('mantle', production), claimChainId('arbitrum', production), claimChainId('ethereum', production)]).toEqual([5000, 42161, 1])
  const testnet = { ...production, testnet: true }
  expect([claimChainId('mantle', testnet), claimChainId('arbitrum', testnet), claimChainId('ethereum', testnet)]).toEqual([5003, 421614, 11155111])
  expect(claimChainId('mantle', { testnet: false, development: true, localHasClaim: true })).toBe(31337)
  expect(claimChainId('mantle', { testnet: false, development: true, localHasClaim: false })).toBe(5000)
})
