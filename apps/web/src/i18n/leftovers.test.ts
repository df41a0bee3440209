import { describe, expect, test } from 'vitest'
import { de } from './messages/de'
import { ja } from './messages/ja'
import { findLeftovers, findMissing } from './leftovers'

describe('findLeftovers', () => {
  test('default: an English text the language words otherwise is a leftover, its own word is not', () => {
    expect(findLeftovers(['Network fee: about 0.0001 MNT', de.stake.heading, 'Connect Wallet'], de)).toEqual([
      { key: 'fees.fee', text: 'Network fee: about 0.0001 MNT' },
      { key: 'site.connectWallet', text: 'Connect Wallet' },
    ])
  })

  test('behavior: names and texts both languages share are no leftover', () => {
    expect(findLeftovers(['Stardust', 'STAR', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '1,234.5', 'Mantle'], ja)).toEqual([])
  })
})

test('findMissing: an unresolved key or an unfilled placeholder', () => {
  expect(findMissing(['Stake undefined STAR', 'Switch to {chain}', de.stake.heading, '[object Object]'])).toEqual(['Stake undefined STAR', 'Switch to {chain}', '[object Object]'])
})
