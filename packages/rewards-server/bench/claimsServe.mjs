// The serving half of the claims bench, in a fresh process so its memory is the server's alone: opens the
// prepared airdrops given (chainId=file=contract ...), checks each root against the contract, then times
// lookups through the real handler. Prints one JSON line for bench/claims.mjs.
//   node --expose-gc bench/claimsServe.mjs <rpcUrl> <recipients> <chainId>=<file>=<contract> ...
import { createPublicClient, http } from 'viem'
import { createClaimsServer, loadClaimAirdrops } from '../dist/index.js'

const [rpcUrl, recipientsArg, ...specs] = process.argv.slice(2)
const recipients = Number(recipientsArg)
const LOOKUPS = 20_000
const addressOf = (i) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const publicClient = createPublicClient({ transport: http(rpcUrl) })

globalThis.gc?.()
const rssBefore = process.memoryUsage().rss
const startedAt = performance.now()
const deployments = Object.fromEntries(
  specs.map((spec) => {
    const [chainId, file, claim] = spec.split('=')
    return [chainId, { chainId: Number(chainId), token: claim, claim, airdropList: file }]
  }),
)
const airdrops = loadClaimAirdrops({ deployments, baseDir: '/' })
const server = createClaimsServer({ airdrops, getClient: () => publicClient })
const verified = await server.verifyAll()
const startMs = performance.now() - startedAt
if (!verified.every((v) => v.ok)) throw new Error(`root check failed: ${JSON.stringify(verified)}`)
globalThis.gc?.()
const rssStarted = process.memoryUsage().rss

// One lookup per chain per address, as "your allocation on every network" asks.
const chainIds = airdrops.map((a) => a.chainId)
async function run(indices) {
  const times = new Float64Array(indices.length * chainIds.length)
  let n = 0
  const start = performance.now()
  for (const index of indices) {
    for (const chainId of chainIds) {
      const t = performance.now()
      const response = await server.handle(new Request(`http://localhost/api/v1/claims/${chainId}/${addressOf(index)}`))
      await response.text()
      if (response.status !== 200) throw new Error(`lookup ${index} on ${chainId}: ${response.status}`)
      times[n++] = performance.now() - t
    }
  }
  const seconds = (performance.now() - start) / 1000
  const sorted = Array.from(times).sort((a, b) => a - b)
  return { perSecond: Math.round(n / seconds), p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}
// Cold: every address different, spread over the whole list. Warm: 1,000 addresses asked again and again.
const cold = await run(Array.from({ length: LOOKUPS / chainIds.length }, (_, k) => (k * 7919 + 13) % recipients))
const hot = Array.from({ length: 1000 }, (_, k) => (k * 104_729) % recipients)
await run(hot)
const warm = await run(Array.from({ length: LOOKUPS / chainIds.length }, (_, k) => hot[k % hot.length]))
// After the lookups, garbage collected: the answer cache, and the heap V8 grew for 40,000 requests and keeps.
globalThis.gc?.()
const mb = (bytes) => bytes / 2 ** 20
console.log(JSON.stringify({ startMs, rssBeforeMb: mb(rssBefore), rssAddedMb: mb(rssStarted - rssBefore), rssAfterLookupsMb: mb(process.memoryUsage().rss), cold, warm }))
