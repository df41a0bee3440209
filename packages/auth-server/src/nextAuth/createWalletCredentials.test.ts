import { expect, test } from 'vitest'
import { alice, TEST_SECRET } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { dpopHolder } from '../../test/helpers/dpopHolder.js'
import { generateKeyPair, generateProof } from 'dpop'
import { createAuthServer } from '../createAuthServer.js'
import { createWalletCredentials } from './createWalletCredentials.js'
import { walletSessionCallbacks } from './walletSessionCallbacks.js'

const server = () => createAuthServer({ domain: 'localhost:3000', uri: 'http://localhost:3000', secret: TEST_SECRET, chainIds: [1], production: false })

test('default: provider options with id wallet; a valid token becomes a user with its expiry', async () => {
  const auth = server()
  const client = api(auth)
  const login = (await client.signIn(alice)).result.body!
  const provider = createWalletCredentials({ verifyToken: auth.verifyToken })
  expect(provider.id).toBe('wallet')
  expect(provider.credentials).toEqual({ token: { label: 'Token', type: 'text' }, dpop: { label: 'DPoP proof', type: 'text' } })
  const user = await provider.authorize({ token: login.token })
  expect(user).toEqual({ id: alice.address.toLowerCase(), address: alice.address.toLowerCase(), expiresAt: login.expiresAt, jti: expect.any(String) })
  await auth.close()
})

test('behavior: missing, invalid and revoked tokens authorize nobody', async () => {
  const auth = server()
  const client = api(auth)
  const token = (await client.signIn(alice)).result.body!.token!
  const provider = createWalletCredentials({ verifyToken: auth.verifyToken })
  expect(await provider.authorize(undefined)).toBeNull()
  expect(await provider.authorize({ token: '' })).toBeNull()
  expect(await provider.authorize({ token: `${token}x` })).toBeNull()
  await client.logout(token)
  expect(await provider.authorize({ token })).toBeNull()
  await auth.close()
})

test('behavior: a DPoP-bound token opens a session only with its key\'s proof for the callback URL, once', async () => {
  const auth = server()
  const holder = await dpopHolder(auth)
  const { token } = await holder.signIn(alice)
  const callback = 'http://localhost:3000/api/auth/callback/wallet'
  const provider = createWalletCredentials({ verifyToken: auth.verifyToken, dpopUrl: callback })
  expect(await provider.authorize({ token })).toBeNull()
  expect(await provider.authorize({ token, dpop: await generateProof(await generateKeyPair('ES256'), callback, 'POST', undefined, token) })).toBeNull()
  expect(await provider.authorize({ token, dpop: await generateProof(holder.key, 'http://localhost:3000/api/v1/user/me', 'POST', undefined, token) })).toBeNull()
  const proof = await generateProof(holder.key, callback, 'POST', undefined, token)
  expect(await provider.authorize({ token, dpop: proof })).toMatchObject({ address: alice.address.toLowerCase() })
  expect(await provider.authorize({ token, dpop: proof })).toBeNull()
  await auth.close()
})

test('behavior: the session carries the token expiry and address, and lapses with it', async () => {
  let now = new Date('2030-01-01T00:00:00Z')
  const callbacks = walletSessionCallbacks({ now: () => now })
  const user = { id: '0xabc', address: '0xabc', expiresAt: '2030-01-02T00:00:00.000Z', jti: 'j' }
  const jwt = await callbacks.jwt({ token: { sub: 'x' }, user })
  expect(jwt).toMatchObject({ sub: '0xabc', address: '0xabc', expiresAt: user.expiresAt, jti: 'j' })
  expect(await callbacks.jwt({ token: jwt })).toBe(jwt)
  const session = { expires: '2030-02-01T00:00:00.000Z' }
  expect(await callbacks.session({ session, token: jwt })).toEqual({ expires: user.expiresAt, address: '0xabc' })
  now = new Date('2030-01-03T00:00:00Z')
  expect(await callbacks.session({ session, token: jwt })).toEqual(session)
})
