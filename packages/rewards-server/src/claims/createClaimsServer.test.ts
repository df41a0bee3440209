import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildAirdrop, starClaimAbi } from '@stardust/contracts'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClaimsServer, type ClaimResponse, type ClaimsServer } from './createClaimsServer.js'
import { loadClaimAirdrops, readAirdropList, type ClaimAirdrop } from './loadClaimAirdrops.js'
import { CHAIN_ID, clientFor, entries, get, listed, notListed, sendClaim, startClaimsChain, type ClaimsChain } from './test/claimsChain.js'

let env: ClaimsChain
let airdrops: ClaimAirdrop[]
let server: ClaimsServer
const logs: string[] = []

beforeAll(async () => {
  env = await startClaimsChain()
  airdrops = loadClaimAirdrops({ deployments: { [CHAIN_ID]: env.deployment }, baseDir: env.dir })
  server = createClaimsServer({ airdrops, getClient: (id) => (id === CHAIN_ID ? env.publicClient : undefined), log: (m) => logs.push(m) })
})

afterAll(async () => {
  await env?.chain.stop()
  if (env) rmSync(env.dir, { recursive: true, force: true })
})

describe('GET claims/{chainId}/{address}', () => {
  test('default: every listed account gets a proof the deployed contract accepts', async () => {
    for (const [i, account] of listed.entries()) {
      const response = await get(server.handle, `claims/${CHAIN_ID}/${account.address}`)
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as ClaimResponse
      expect(data).toMatchObject({ chainId: CHAIN_ID, contract: env.deployment.claim, amount: entries[i]!.amount.toString() })
      expect(data.deadline).toBe(Number(await env.publicClient.readContract({ address: env.deployment.claim!, abi: starClaimAbi, functionName: 'deadline' })))
      // The contract is the judge: a real claim transaction with the served proof succeeds.
      expect(await sendClaim(env.chain.url, env.deployment.claim!, account.address, BigInt(data.amount), data.proof as `0x${string}`[])).toBe('success')
      expect(await env.publicClient.readContract({ address: env.deployment.claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [account.address] })).toBe(true)
    }
    expect(logs).toEqual([])
  })

  test('behavior: the address in any letter case gets the same answer', async () => {
    const address = listed[3]!.address
    const [upper, lower] = await Promise.all(
      [`0x${address.slice(2).toUpperCase()}`, address.toLowerCase()].map(async (a) => (await get(server.handle, `claims/${CHAIN_ID}/${a}`)).json()),
    )
    expect(upper).toEqual(lower)
  })

  test('behavior: an address not in the list is 404 not_eligible', async () => {
    const response = await get(server.handle, `claims/${CHAIN_ID}/${notListed[0]!.address}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not_eligible', message: expect.any(String) } })
  })

  test('behavior: a chain without an airdrop is 404 no_airdrop', async () => {
    const response = await get(server.handle, `claims/42161/${listed[0]!.address}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('no_airdrop')
  })

  test.each([
    ['a chain id of 0', `claims/0/${listed[0]!.address}`],
    ['a chain id with letters', `claims/50a0/${listed[0]!.address}`],
    ['a negative chain id', `claims/-5000/${listed[0]!.address}`],
    ['a chain id past 2^53', `claims/99999999999999999/${listed[0]!.address}`],
    ['a short address', `claims/${CHAIN_ID}/0x1234`],
    ['an address without 0x', `claims/${CHAIN_ID}/${listed[0]!.address.slice(2)}`],
    ['an address with a bad character', `claims/${CHAIN_ID}/0x${'g'.repeat(40)}`],
  ])('parameters: %s is 400 invalid_request', async (_, pathname) => {
    const response = await get(server.handle, pathname)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request')
  })

  test('parameters: another method is 405, another path 404', async () => {
    expect((await get(server.handle, `claims/${CHAIN_ID}/${listed[0]!.address}`, 'POST')).status).toBe(405)
    expect((await get(server.handle, `claims/${CHAIN_ID}`)).status).toBe(404)
  })
})

describe('root check', () => {
  test('behavior: a list whose root is not the contract’s answers 503 airdrop_mismatch for everyone, logs why, and never gives a proof', async () => {
    // The same contract, served a list where one amount differs: its root cannot match.
    const changed = entries.map((e, i) => (i === 4 ? { ...e, amount: e.amount + 1n } : e))
    const tampered = { ...airdrops[0]!, airdrop: buildAirdrop(CHAIN_ID, changed) }
    const messages: string[] = []
    const mismatched = createClaimsServer({ airdrops: [tampered], getClient: () => env.publicClient, log: (m) => messages.push(m) })
    for (const account of [listed[0]!, notListed[0]!]) {
      const response = await get(mismatched.handle, `claims/${CHAIN_ID}/${account.address}`)
      expect(response.status).toBe(503)
      const body = (await response.json()) as { error: { code: string }; data?: unknown }
      expect(body.error.code).toBe('airdrop_mismatch')
      expect(body.data).toBeUndefined()
    }
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`chain ${CHAIN_ID}`)
    expect(messages[0]).toContain(tampered.airdrop.root)
    expect(await mismatched.verifyAll()).toEqual([{ chainId: CHAIN_ID, ok: false, code: 'airdrop_mismatch' }])
  })

  test('behavior: a damaged preparation (its nodes overwritten) answers 503 airdrop_mismatch instead of a wrong proof, and logs why', async () => {
    const file = path.join(env.dir, 'damaged.airdrop')
    const bytes = readFileSync(path.join(env.dir, env.deployment.airdropList!))
    // Every node but the root (the file's last 2n-2 nodes) zeroed: the header and root still match the contract.
    bytes.fill(0, bytes.length - (2 * entries.length - 2) * 32)
    writeFileSync(file, bytes)
    const messages: string[] = []
    const damaged = createClaimsServer({ airdrops: [{ ...airdrops[0]!, airdrop: readAirdropList(file, CHAIN_ID), source: file }], getClient: () => env.publicClient, log: (m) => messages.push(m) })
    expect(await damaged.verifyAll()).toEqual([{ chainId: CHAIN_ID, ok: true }])
    const response = await get(damaged.handle, `claims/${CHAIN_ID}/${listed[2]!.address}`)
    expect(response.status).toBe(503)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('airdrop_mismatch')
    expect(messages[0]).toContain('does not lead to the root')
    // An account not in the list needs no proof: still a plain 404.
    expect((await get(damaged.handle, `claims/${CHAIN_ID}/${notListed[0]!.address}`)).status).toBe(404)
  })

  test('behavior: an unreachable chain answers 503 rpc_unavailable, never an unchecked proof', async () => {
    const messages: string[] = []
    const offline = createClaimsServer({ airdrops, getClient: () => clientFor('http://127.0.0.1:9'), log: (m) => messages.push(m) })
    const response = await get(offline.handle, `claims/${CHAIN_ID}/${listed[0]!.address}`)
    expect(response.status).toBe(503)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rpc_unavailable')
    expect(messages[0]).toContain('merkleRoot()')
  })

  test('behavior: verifyAll reports a matching chain', async () => {
    expect(await server.verifyAll()).toEqual([{ chainId: CHAIN_ID, ok: true }])
    expect(entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(parseEther(String(10 * 1000 + 250 * 45)))
  })
})
