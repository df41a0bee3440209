// Published proof shards at 1,000,000 recipients: shard count, sizes raw and gzipped, and the time to write
// them, beside a baseline measured in the same run (the same number of bytes written as one file).
// The preparation is the one @stardust/rewards-server's 1,000,000-recipient claims test uses, from the same
// list and cached under the same key (the list and this package's built code) in the temp folder: made once,
// reused by both. Run: pnpm --filter @stardust/contracts bench (after build).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { prepareAirdropFile, writeProofShards } from '../dist/node.js'

const RECIPIENTS = Number(process.env.SHARDS_BENCH_RECIPIENTS ?? 1_000_000)
const CHAIN_ID = 5000
/** The claims test's addresses and amounts: 0xa0…01 to 0xa0…f4240, 1 to 1000 STAR. */
const addressOf = (i) => `0xa${(i + 1).toString(16).padStart(39, '0')}`
const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`

const work = mkdtempSync(path.join(tmpdir(), 'shards-bench-'))
try {
  const list = path.join(work, 'airdrop.csv')
  writeFileSync(list, `address,amount\n${Array.from({ length: RECIPIENTS }, (_, i) => `${addressOf(i)},${(i % 1000) + 1}000000000000000000`).join('\n')}\n`)
  const code = fileURLToPath(new URL('../dist', import.meta.url))
  const hash = createHash('sha256').update(readFileSync(list))
  for (const name of readdirSync(code).filter((n) => n.endsWith('.js')).sort()) hash.update(name).update(readFileSync(path.join(code, name)))
  const folder = path.join(tmpdir(), 'stardust-claims-fixtures')
  const prepared = path.join(folder, `${hash.digest('hex').slice(0, 32)}.airdrop`)
  console.log(`\nproof shards: ${RECIPIENTS.toLocaleString('en-US')} recipients, node ${process.version}`)
  if (existsSync(prepared)) console.log(`preparation  cached: ${prepared}`)
  else {
    mkdirSync(folder, { recursive: true })
    const figures = prepareAirdropFile({ list, chainId: CHAIN_ID, out: prepared })
    console.log(`preparation  made in ${s(figures.ms.check + figures.ms.build + figures.ms.write)} and cached: ${prepared}`)
  }

  const out = path.join(work, 'published')
  const written = writeProofShards({ prepared, dir: out })
  const files = [
    ...readdirSync(path.join(written.folder, 'shards')).map((name) => path.join(written.folder, 'shards', name)),
    ...readdirSync(written.folder).filter((n) => n.endsWith('.json')).map((n) => path.join(written.folder, n)),
  ]
  let gzipShards = 0
  let gzipOther = 0
  let largestGzip = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(file)).length
    if (file.includes(`${path.sep}shards${path.sep}`)) {
      gzipShards += size
      largestGzip = Math.max(largestGzip, size)
    } else gzipOther += size
  }
  const raw = written.bytes.shards + written.bytes.list + written.bytes.manifest

  // Baseline: the same bytes as one file, to show what the sharding, hex and JSON add to the disk's own time.
  const started = performance.now()
  writeFileSync(path.join(work, 'baseline.bin'), Buffer.alloc(raw, 0x61))
  const baselineMs = performance.now() - started

  console.log(`shards       ${written.shards.toLocaleString('en-US')} (prefixes up to ${written.longestPrefix} hex characters: the list's accounts all start 0xa000…), ${(RECIPIENTS / written.shards).toFixed(0)} accounts each on average, ${written.largest.accounts} in the largest`)
  console.log(`shards size  ${mb(written.bytes.shards)} raw, ${mb(gzipShards)} gzip (${(gzipShards / written.bytes.shards).toFixed(2)}); average ${(written.bytes.shards / written.shards / 1024).toFixed(0)} KB raw, ${(gzipShards / written.shards / 1024).toFixed(0)} KB gzip; largest ${(written.largest.bytes / 1024).toFixed(0)} KB raw, ${(largestGzip / 1024).toFixed(0)} KB gzip`)
  console.log(`list         ${mb(written.bytes.list)} raw; list and manifest ${mb(gzipOther)} gzip; manifest ${(written.bytes.manifest / 1024).toFixed(0)} KB raw`)
  console.log(`total        ${mb(raw)} raw, ${mb(gzipShards + gzipOther)} gzip, in ${files.length.toLocaleString('en-US')} files`)
  console.log(`write        ${s(written.ms.check + written.ms.write)}: the tree folded again ${s(written.ms.check)}, the files ${s(written.ms.write)}`)
  console.log(`baseline     ${s(baselineMs)} to write the same ${mb(raw)} as one file: the files take ${(written.ms.write / baselineMs).toFixed(1)} times that`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
