// The claim pages' two sources, each against a real HTTP server on port 0: the claims API's answers that
// send the page to the published proofs (none in time, no connection, 5xx), and the published proofs
// themselves (written by @stardust/contracts' writeProofShards), used only when they fold to the root.
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildAirdrop } from '@stardust/contracts'
import { writeProofShards } from '@stardust/contracts/node'
import { keccak256, toHex, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fetchEligibility } from './fetchEligibility'
import { fetchPublishedEligibility } from './fetchPublishedEligibility'

const CHAIN = 5000
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const accountOf = (i: number) => `0x${keccak256(toHex(`claims-page-${i}`)).slice(-40)}` as Hex
const entries = Array.from({ length: 40 }, (_, i) => ({ account: accountOf(i), amount: BigInt(i + 1) * 10n ** 18n }))
const airdrop = buildAirdrop(CHAIN, entries)
const dir = mkdtempSync(path.join(tmpdir(), 'claims-published-'))
const servers: Server[] = []

/** A server on 127.0.0.1:0 answering with `handle`; resolves to its base URL. */
async function serve(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

let proofs: string
beforeAll(async () => {
  writeProofShards({ prepared: airdrop.prepared, dir })
  proofs = await serve((request, response) => {
    const file = path.join(dir, new URL(request.url!, 'http://x').pathname)
    if (!existsSync(file)) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' })
    createReadStream(file).pipe(response)
  })
})
afterAll(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(dir, { recursive: true, force: true })
})

const onChain = (root: Hex = airdrop.root) => () => Promise.resolve({ contract: CONTRACT as Hex, root, deadline: 2_000_000_000 })

describe('fetchPublishedEligibility', () => {
  test('default: a listed account gets its amount and proof, marked as published, with the chain’s deadline', async () => {
    const account = entries[5]!.account
    expect(await fetchPublishedEligibility(proofs, CHAIN, account, onChain())).toEqual({
      state: 'eligible',
      amount: entries[5]!.amount,
      proof: airdrop.proofOf(account)!.proof,
      deadline: 2_000_000_000,
      contract: CONTRACT,
      source: 'published',
    })
  })

  test('behavior: an account not on the list is not eligible (published)', async () => {
    expect(await fetchPublishedEligibility(proofs, CHAIN, accountOf(99), onChain())).toEqual({ state: 'not-eligible', source: 'published' })
  })

  test('behavior: a contract holding another root refuses the published proofs', async () => {
    const other = buildAirdrop(CHAIN, entries.slice(1)).root
    expect(await fetchPublishedEligibility(proofs, CHAIN, entries[5]!.account, onChain(other))).toEqual({ state: 'published-refused' })
  })

  test('behavior: a shard whose proof was changed on disk is refused; proofs that cannot be fetched are unavailable', async () => {
    const changed = mkdtempSync(path.join(tmpdir(), 'claims-changed-'))
    writeProofShards({ prepared: airdrop.prepared, dir: changed })
    const account = entries[7]!.account.toLowerCase()
    const manifest = JSON.parse(readFileSync(path.join(changed, '5000', 'manifest.json'), 'utf8')) as { shards: Record<string, string> }
    const file = path.join(changed, '5000', manifest.shards[account.slice(2, 3)]!)
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"${account}":{"amount":"8`, `"${account}":{"amount":"9`))
    const base = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      createReadStream(path.join(changed, new URL(request.url!, 'http://x').pathname)).pipe(response)
    })
    expect(await fetchPublishedEligibility(base, CHAIN, account, onChain())).toEqual({ state: 'published-refused' })
    expect(await fetchPublishedEligibility(`${proofs}missing/`, CHAIN, account, onChain())).toEqual({ state: 'unavailable' })
    rmSync(changed, { recursive: true, force: true })
  })
})

describe('fetchEligibility: when the page turns to the published proofs', () => {
  test('parameters: no answer in time, no connection, or a 5xx is apiDown; the API’s own answers are not', async () => {
    const hanging = await serve(() => undefined)
    const failing = await serve((_, response) => void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'))
    const answering = await serve((_, response) => void response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_eligible"}}'))
    const mismatch = await serve((_, response) => void response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"airdrop_mismatch"}}'))
    const closed = hanging.replace(/:\d+\/$/, ':1/')
    expect(await fetchEligibility(hanging, CHAIN, accountOf(1), {}, 200)).toEqual({ state: 'unavailable', apiDown: true })
    expect(await fetchEligibility(closed, CHAIN, accountOf(1))).toEqual({ state: 'unavailable', apiDown: true })
    expect(await fetchEligibility(failing, CHAIN, accountOf(1))).toEqual({ state: 'unavailable', apiDown: true })
    expect(await fetchEligibility(answering, CHAIN, accountOf(1))).toEqual({ state: 'not-eligible', source: 'api' })
    expect(await fetchEligibility(mismatch, CHAIN, accountOf(1))).toEqual({ state: 'mismatch' })
  })

  test('behavior: a page that stops asking is not an API that is down', async () => {
    const hanging = await serve(() => undefined)
    const controller = new AbortController()
    const answer = fetchEligibility(hanging, CHAIN, accountOf(1), { signal: controller.signal }, 5_000)
    controller.abort()
    expect(await answer).toEqual({ state: 'unavailable', apiDown: false })
  })
})
