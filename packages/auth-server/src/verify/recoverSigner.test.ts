import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { recoverSigner } from './recoverSigner.js'

test('default: agrees with viem recoverMessageAddress on many keys and messages', async () => {
  for (let index = 0; index < 25; index++) {
    const account = privateKeyToAccount(generatePrivateKey())
    const message = `message ${index} ${'x'.repeat(index * 7)}`
    const signature = await account.signMessage({ message })
    const viaViem = (await recoverMessageAddress({ message, signature })).toLowerCase()
    expect(recoverSigner(message, signature)).toBe(viaViem)
    expect(viaViem).toBe(account.address.toLowerCase())
  }
})

test('behavior: v of 0/1 equals 27/28; other v, wrong length and zero bytes give undefined', async () => {
  const account = privateKeyToAccount(generatePrivateKey())
  const signature = await account.signMessage({ message: 'hi' })
  const v = Number.parseInt(signature.slice(130), 16)
  const lowV = `${signature.slice(0, 130)}0${v - 27}` as `0x${string}`
  expect(recoverSigner('hi', lowV)).toBe(account.address.toLowerCase())
  expect(recoverSigner('hi', `${signature.slice(0, 130)}1d` as `0x${string}`)).toBeUndefined()
  expect(recoverSigner('hi', signature.slice(0, 130) as `0x${string}`)).toBeUndefined()
  expect(recoverSigner('hi', `0x${'00'.repeat(65)}`)).toBeUndefined()
})
