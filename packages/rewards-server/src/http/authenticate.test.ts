import { generateKeyPair, generateProof } from 'dpop'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { alice } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { createTestAuth, type TestAuth } from '../../test/helpers/auth.js'
import { createTestDatabase, type TestDatabase } from '../../test/helpers/testDatabase.js'
import { createRewardsServer } from '../createRewardsServer.js'

const ME = 'http://localhost:3000/api/v1/stardust/me'
let auth: TestAuth
let t: TestDatabase
beforeAll(() => {
  auth = createTestAuth()
})
afterAll(async () => {
  await auth.server.close()
})
beforeEach(async () => {
  t = await createTestDatabase('pglite')
})
afterEach(async () => {
  await t.dispose()
})

test('behavior: with verifyRequest, a DPoP-bound token needs a fresh proof of its key; its refusals carry the DPoP challenge', async () => {
  const key = await generateKeyPair('ES256')
  const token = await auth.tokenFor(alice, key)
  const client = api(createRewardsServer({ database: t.database, verifyRequest: auth.server.verifyRequest }))
  const send = (headers: Record<string, string>) => client.call('GET', 'stardust/me', { headers: { authorization: `DPoP ${token}`, ...headers } })
  const proof = await generateProof(key, ME, 'GET', undefined, token)
  expect((await send({ dpop: proof })).status).toBe(200)
  const replay = await send({ dpop: proof })
  expect([replay.status, replay.body.error?.code, replay.headers.get('www-authenticate')]).toEqual([401, 'dpop_replayed', expect.stringMatching(/^DPoP error="invalid_dpop_proof"/)])
  expect((await send({})).body.error?.code).toBe('dpop_invalid')
  const thief = await generateKeyPair('ES256')
  expect((await send({ dpop: await generateProof(thief, ME, 'GET', undefined, token) })).body.error?.code).toBe('dpop_invalid')
  const asBearer = await client.call('GET', 'stardust/me', { token })
  expect([asBearer.status, asBearer.body.error?.code, asBearer.headers.get('www-authenticate')]).toEqual([401, 'token_invalid', 'DPoP error="invalid_token"'])
})

test('behavior: verifyToken alone (bearer only) still serves unbound tokens and refuses bound ones', async () => {
  const client = api(createRewardsServer({ database: t.database, verifyToken: auth.server.verifyToken }))
  expect((await client.me(await auth.tokenFor(alice))).status).toBe(200)
  const bound = await auth.tokenFor(alice, await generateKeyPair('ES256'))
  expect((await client.me(bound)).body.error?.code).toBe('dpop_invalid')
})
