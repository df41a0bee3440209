import { describe, expect, test } from 'vitest'
import { en } from '@/i18n/messages/en'
import { entrySource } from './entrySource'
import { stardustTexts } from './texts'

const texts = stardustTexts(en)
const name = (chainId: number) => (chainId === 5000 ? 'Mantle' : `chain ${chainId}`)
const base = { id: '1', amount: '10', createdAt: '2026-01-01T00:00:00.000Z' }

describe('entrySource', () => {
  test('default: a game entry links to the game (new tab) and names its session', () => {
    const source = entrySource({ ...base, source: 'game', sessionId: 'abcdef0123456789' }, name, texts, 'en')
    expect(source).toEqual({ label: 'Game abcdef01', href: '/game-test?session=abcdef0123456789', title: 'Game session abcdef0123456789', newTab: true })
  })

  test('behavior: a staking entry links to /stake and names its chain', () => {
    const source = entrySource({ ...base, source: 'staking', chainId: 5000 }, name, texts, 'en')
    expect(source.href).toBe('/stake')
    expect(source.label).toBe('Staking on Mantle')
  })

  test('behavior: a claim links to its chain’s claim page, or /claim for any other chain', () => {
    expect(entrySource({ ...base, source: 'claim', chainId: 42161 }, name, texts, 'en').href).toBe('/claim-arbitrum')
    expect(entrySource({ ...base, source: 'claim', chainId: 1 }, name, texts, 'en').href).toBe('/claim')
  })
})
