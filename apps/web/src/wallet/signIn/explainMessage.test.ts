import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { explainMessage } from './explainMessage'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('explainMessage', () => {
  test('default: domain, address, chain and expiry of an EIP-4361 message', () => {
    const message = createSiweMessage({
      domain: 'stardust.example',
      address,
      statement: 'Sign in to Stardust.',
      uri: 'https://stardust.example',
      version: '1',
      chainId: 5000,
      nonce: 'abcdefgh12345678',
      issuedAt: new Date('2026-11-27T12:00:00.000Z'),
      expirationTime: new Date('2026-11-27T12:05:00.000Z'),
    })
    expect(explainMessage(message)).toEqual({ domain: 'stardust.example', address, chainId: 5000, expiresAt: new Date('2026-11-27T12:05:00.000Z') })
  })

  test('behavior: a bare nonce (a legacy server) explains nothing', () => {
    expect(explainMessage('abcdefgh12345678')).toBeUndefined()
  })
})
