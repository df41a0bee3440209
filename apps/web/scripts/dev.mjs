// The README's run command: starts "Stardust Local" (a hardhat node, chain 31337, on 127.0.0.1:8545),
// deploys and seeds every contract, and runs `next dev` pointed at it. Ctrl-C (or the end of
// next dev) stops both: no orphan process, no port left bound.
// next dev starts at once, beside the chain: its boot, the compile of its instrumentation and the site's
// imports (about 3 s) overlap the chain's start and seed. It waits for the ready file, written once the chain
// is seeded and the database prepared, before it reads the deployments, the chain or the database
// (src/server/runCommandReady.ts). Once Stardust Local is ready, it asks next dev for every page, one after
// the other (scripts/warmUp.mjs): what a visitor opens or clicks later is compiled by then.
// A run stopped before that was done clears the development cache at the next start (scripts/devCache.mjs).
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedLocalChain, startLocalChain } from '@stardust/contracts/local-chain'
import { openDevCache, CLEARED_MESSAGE } from './devCache.mjs'
import { devServerEnv } from './devServerEnv.mjs'
import { pageRoutes } from './pageRoutes.mjs'
import { prepareDevDatabase } from './prepareDevDatabase.mjs'
import { warmUp, WARM_UP_MESSAGE } from './warmUp.mjs'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.STARDUST_LOCAL_CHAIN_PORT || 8545)
const sitePort = process.env.PORT || '3000'
const chainId = 31337
// Where the chain's deployments and airdrop files are written, and the ready file below.
const outDir = process.env.STARDUST_LOCAL_CHAIN_DIR || path.join(appDir, '.data', 'local-chain')
const readyFile = path.join(outDir, 'ready')

// A ready file left by an earlier run must not let this run's next dev read the chain before it is seeded.
mkdirSync(outDir, { recursive: true })
rmSync(readyFile, { force: true })

const devCache = openDevCache(path.resolve(appDir, process.env.NEXT_DIST_DIR || '.next'))
if (devCache.cleared) console.log(CLEARED_MESSAGE)
const warming = new AbortController()
let warmedUp = false

// Beside the chain: the site's database, ready before `next dev` opens it (never both at once).
const databaseReady = prepareDevDatabase(process.env, appDir)
// Three minutes, as the start-up check waits for the ready file: on a busy machine hardhat took over a minute.
const chainStarted = startLocalChain({ port, chainId, timeoutMs: 180_000 })

let chain
let next
let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  warming.abort()
  if (next && next.exitCode === null && next.signalCode === null) {
    const exited = new Promise((resolve) => next.once('exit', resolve))
    next.kill('SIGTERM')
    await exited
  }
  await databaseReady // never stop while the database is being written
  await chain?.stop() // a chain still starting is killed when this process exits (startLocalChain)
  if (warmedUp) devCache.markClean()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0))

const require = createRequire(import.meta.url)
next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', sitePort, ...process.argv.slice(2)], {
  cwd: appDir,
  stdio: 'inherit',
  env: devServerEnv(process.env, { deploymentsFile: path.join(outDir, 'deployments.json'), rpcUrl: `http://127.0.0.1:${port}`, readyFile }),
})
next.once('exit', (code) => void stop(code ?? 0))

try {
  chain = await chainStarted
} catch (error) {
  console.error(`Stardust Local could not start: ${error.message}`)
  await stop(1)
}

try {
  const started = Date.now()
  const { deployment, deploymentsFile } = await seedLocalChain({ rpcUrl: chain.url, chainId, outDir })
  console.log(`Stardust Local (chain ${chainId}) on ${chain.url}: deployed and seeded in ${Date.now() - started} ms`)
  for (const key of ['token', 'staking', 'sale', 'claim']) console.log(`  ${key.padEnd(8)} ${deployment[key]}`)
  console.log(`  deployments file ${path.relative(appDir, deploymentsFile)}`)
  await databaseReady
  writeFileSync(readyFile, '')
} catch (error) {
  console.error(`Stardust Local could not be deployed: ${error.message}`)
  await stop(1)
}

const routes = pageRoutes(path.join(appDir, 'app'))
console.log(WARM_UP_MESSAGE)
const warm = await warmUp(`http://127.0.0.1:${sitePort}`, routes, warming.signal)
if (!warming.signal.aborted) {
  warmedUp = warm.failed.length === 0
  console.log(`pnpm dev: compiled all ${routes.length} pages in ${(warm.ms / 1000).toFixed(1)} s${warmedUp ? '' : `; not served: ${warm.failed.join(', ')}`}`)
}
