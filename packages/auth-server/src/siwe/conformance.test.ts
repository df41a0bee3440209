import { readFileSync } from 'node:fs'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiweMessage, type VectorFields } from '../../test/helpers/formatSiweMessage.js'
import { parseSiweMessageStrict } from './parseSiweMessageStrict.js'
import { verifySiweMessageStrict } from './verifySiweMessageStrict.js'

const load = <T>(name: string): Record<string, T> =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/siwe/${name}`, import.meta.url), 'utf8')) as Record<string, T>

type Verification = VectorFields & { signature: `0x${string}`; time?: string; domainBinding?: string; matchNonce?: string }

const positive = load<{ message: string; fields: VectorFields }>('parsing_positive.json')
const negative = load<string>('parsing_negative.json')
const negativeObjects = load<VectorFields>('parsing_negative_objects.json')
const verifyPositive = load<Verification>('verification_positive.json')
const verifyNegative = load<Verification>('verification_negative.json')

describe('parsing_positive', () => {
  test('behavior: the vector set is complete', () => {
    expect(Object.keys(positive)).toHaveLength(19)
  })
  test.each(Object.entries(positive))('%s', (_name, { message, fields }) => {
    const { scheme, ...rest } = fields
    const expected = { ...rest, ...(scheme ? { scheme } : {}) }
    expect(parseSiweMessageStrict(message)).toEqual(expected)
  })
})

describe('parsing_negative', () => {
  test('behavior: the vector set is complete, and viem alone accepts most of it', () => {
    expect(Object.keys(negative)).toHaveLength(29)
    const acceptedByViem = Object.values(negative).filter((message) => {
      const parsed = parseSiweMessage(message)
      return Boolean(parsed.address && parsed.domain && parsed.nonce && parsed.uri)
    })
    expect(acceptedByViem.length).toBeGreaterThan(10)
  })
  test.each(Object.entries(negative))('%s', (_name, message) => {
    expect(() => parseSiweMessageStrict(message)).toThrowError(/Invalid EIP-4361 message/)
  })
})

describe('parsing_negative_objects', () => {
  test('behavior: the vector set is complete', () => {
    expect(Object.keys(negativeObjects)).toHaveLength(18)
  })
  test.each(Object.entries(negativeObjects))('%s', (_name, fields) => {
    expect(() => parseSiweMessageStrict(formatSiweMessage(fields))).toThrowError(/Invalid EIP-4361 message/)
  })
})

const verify = (vector: Verification) =>
  verifySiweMessageStrict({
    message: formatSiweMessage(vector),
    signature: vector.signature,
    time: vector.time ? new Date(vector.time) : new Date(),
    ...(vector.domainBinding ? { domain: vector.domainBinding } : {}),
    ...(vector.matchNonce ? { nonce: vector.matchNonce } : {}),
  })

describe('verification_positive', () => {
  test.each(Object.entries(verifyPositive))('%s', async (_name, vector) => {
    expect(await verify(vector)).toMatchObject({ valid: true })
  })
})

// Why each negative vector must fail; invalid calendar dates are grammar errors here.
const negativeReasons: Record<string, string> = {
  'expired message': 'expired',
  'domain binding': 'domain',
  'custom time': 'expired',
  'custom nonce': 'nonce',
  'malformed signature': 'signature',
  'wrong signature': 'signature',
  'not yet valid': 'not_yet_valid',
  'invalid issuedAt': 'parse',
  'invalid notBefore': 'parse',
  'invalid expirationTime': 'parse',
}

describe('verification_negative', () => {
  test('behavior: the vector set is complete', () => {
    expect(Object.keys(verifyNegative).sort()).toEqual(Object.keys(negativeReasons).sort())
  })
  test.each(Object.entries(verifyNegative))('%s', async (name, vector) => {
    expect(await verify(vector)).toMatchObject({ valid: false, reason: negativeReasons[name] })
  })
})
