// 1,000,000 recipients by default (CLAIMS_LARGE_RECIPIENTS sets another size: .ci/run proves 200,000, a
// proof of 17 or 18 hashes; bench/claims.mjs measures 1,000,000): the list is prepared once
// (stardust-prepare-airdrop's code), its root deployed, and the server, reading the preparation in place,
// serves proofs for the first, a middle and the last account that StarClaim accepts in real claim
// transactions. Preparing 1,000,000 takes 30-130 s on the shared 2-core machine, so the preparation is
// kept in the temp folder, keyed by the list and by the built code of @stardust/contracts: a rerun with
// the same code reuses it; any change to the code prepares it again.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalChain, type LocalChain } from '@stardust/contracts/local-chain'
import { prepareAirdropFile } from '@stardust/contracts/node'
import { getAddress, type Hex } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { createClaimsServer, type ClaimResponse } from './createClaimsServer.js'
import { readAirdropList } from './loadClaimAirdrops.js'
import { CHAIN_ID, clientFor, deployClaimFor, get, sendClaim } from './test/claimsChain.js'

const RECIPIENTS = Number(process.env.CLAIMS_LARGE_RECIPIENTS || 1_000_000)
if (!Number.isSafeInteger(RECIPIENTS) || RECIPIENTS < 2) throw new Error(`CLAIMS_LARGE_RECIPIENTS must be a whole number of at least 2, not ${process.env.CLAIMS_LARGE_RECIPIENTS}`)
/** Distinct, cheap, valid addresses (lowercase needs no checksum): 0xa0…01 upwards. */
const addressOf = (i: number) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
let chain: LocalChain | undefined
let dir: string | undefined

/** The list's preparation, made once per list and per build of @stardust/contracts (see the top of the file). */
function cachedPreparation(list: string): string {
  const code = path.dirname(createRequire(import.meta.url).resolve('@stardust/contracts/node'))
  const hash = createHash('sha256').update(readFileSync(list))
  for (const name of readdirSync(code).filter((n) => n.endsWith('.js')).sort()) hash.update(name).update(readFileSync(path.join(code, name)))
  const folder = path.join(tmpdir(), 'stardust-claims-fixtures')
  const file = path.join(folder, `${hash.digest('hex').slice(0, 32)}.airdrop`)
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true })
    expect(prepareAirdropFile({ list, chainId: CHAIN_ID, out: file }).count).toBe(RECIPIENTS)
  }
  return file
}

afterAll(async () => {
  await chain?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test(`behavior: a proof served from a prepared ${RECIPIENTS.toLocaleString('en')}-recipient list is accepted by StarClaim`, { timeout: 900_000 }, async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'claims-large-'))
  const list = path.join(dir, 'airdrop.csv')
  writeFileSync(list, `address,amount\n${Array.from({ length: RECIPIENTS }, (_, i) => `${addressOf(i)},${(i % 1000) + 1}000000000000000000`).join('\n')}\n`)
  const starting = startLocalChain({ chainId: CHAIN_ID })
  const file = cachedPreparation(list)
  chain = await starting
  const airdrop = readAirdropList(file, CHAIN_ID)
  expect(airdrop.count).toBe(RECIPIENTS)
  const { claim } = await deployClaimFor(chain.url, airdrop.root, airdrop.total)
  const publicClient = clientFor(chain.url)
  const server = createClaimsServer({ airdrops: [{ chainId: CHAIN_ID, contract: claim, airdrop, source: file }], getClient: () => publicClient })

  for (const i of [0, Math.floor(RECIPIENTS * 0.54321), RECIPIENTS - 1]) {
    const response = await get(server.handle, `claims/${CHAIN_ID}/${addressOf(i)}`)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as ClaimResponse
    expect(data.amount).toBe(`${(i % 1000) + 1}000000000000000000`)
    expect(data.proof.length).toBeGreaterThanOrEqual(Math.floor(Math.log2(RECIPIENTS)))
    expect(await sendClaim(chain.url, claim, getAddress(addressOf(i)), BigInt(data.amount), data.proof as Hex[])).toBe('success')
  }
  expect((await get(server.handle, `claims/${CHAIN_ID}/${addressOf(RECIPIENTS)}`)).status).toBe(404)
})
