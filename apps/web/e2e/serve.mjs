// The e2e suite's web server: starts the local chains of e2e/chains.ts (hardhat nodes with Mantle's and
// Arbitrum One's chain ids), deploys and seeds each (STAR, staking, sale, and an airdrop listing hardhat
// development accounts 0-9 and the published-proofs spec's own accounts, prepared once as in production),
// places the layer-2 fee oracle stand-ins (onchain/placeFeeOracles.mjs), publishes each airdrop's proofs
// (stardust-prepare-airdrop --shards) on a static server at E2E_CHAIN_PORT + 2 (the site is built with
// NEXT_PUBLIC_CLAIM_PROOFS_URL pointing there), then runs `next start` with
// STARDUST_DEPLOYMENTS pointing at the chains and at each chain's prepared airdrop.
// Playwright's webServer starts before any global setup, so the chains live here, with the server.
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { seededLocalAddresses } from '@stardust/contracts/local-chain'
import { writeProofShards } from '@stardust/contracts/node'
import { publishedProofsAirdrop } from './claims/publishedProofsAccounts.mjs'
import { placeFeeOracles } from './onchain/placeFeeOracles.mjs'
import { startProofsServer } from './proofsServer.mjs'
import { appDir, startSeededChain } from './site.mjs'

// e2e/chains.ts is TypeScript; these are its values (the test reads that module).
const mantlePort = Number(process.env.E2E_CHAIN_PORT || 8650)
const CHAINS = [
  { chainId: 5000, port: mantlePort, variable: 'NEXT_PUBLIC_RPC_MANTLE', siteRpc: `http://127.0.0.1:${mantlePort},http://localhost:${mantlePort}` },
  // The Arbitrum sale opens a day after the start: the purchase spec sees "not started", then moves the clock.
  { chainId: 42161, port: mantlePort + 1, variable: 'NEXT_PUBLIC_RPC_ARBITRUM', siteRpc: `http://127.0.0.1:${mantlePort + 1}`, saleStartsIn: 86_400n },
]
const outDir = path.join(appDir, '.data', 'e2e-chains')
rmSync(outDir, { recursive: true, force: true })

/** Every chain and server started here: each has stop(). */
const started = []
const require = createRequire(import.meta.url)

async function stopAll() {
  await Promise.all(started.map((server) => server.stop().catch(() => undefined)))
}
const proofsDir = path.join(outDir, 'proofs')

/**
 * The build allowlists the seeded addresses (STARDUST_BUILD_TEST_CHAINS, src/walletGuard): a seed that put a
 * contract elsewhere would have every wallet request refused, so it stops here, saying so.
 */
function assertBuiltFor(deployment) {
  const expected = seededLocalAddresses()
  for (const [key, address] of Object.entries(expected))
    if (deployment[key] !== address)
      throw new Error(`chain ${deployment.chainId}: ${key} was deployed at ${deployment[key]}, not at ${address} where the build's wallet allowlist expects it`)
}

const deployments = {}
try {
  // Both chains at once: each is its own node, and the site waits for the slower one only.
  const seeded = await Promise.allSettled(
    CHAINS.map(({ chainId, port, saleStartsIn }) =>
      startSeededChain({ chainId, port, outDir: path.join(outDir, String(chainId)), saleStartsIn, extraAirdrop: publishedProofsAirdrop() }),
    ),
  )
  for (const result of seeded) if (result.status === 'fulfilled') started.push(result.value.chain)
  const failed = seeded.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  CHAINS.forEach(({ chainId }, index) => {
    const { deployment } = seeded[index].value
    assertBuiltFor(deployment)
    deployments[chainId] = deployment
    writeProofShards({ prepared: deployment.airdropList, dir: proofsDir })
  })
  await placeFeeOracles(Object.fromEntries(CHAINS.map(({ chainId, port }) => [chainId, `http://127.0.0.1:${port}`])))
  started.push(await startProofsServer({ root: proofsDir, port: mantlePort + 2 }))
} catch (error) {
  console.error(`e2e chains could not start: ${error.message}`)
  await stopAll()
  process.exit(1)
}
mkdirSync(outDir, { recursive: true })
writeFileSync(path.join(outDir, 'deployments.json'), `${JSON.stringify(deployments, null, 2)}\n`)

// E2E_SERVER_LOG: the server's whole output (its JSON log lines included) goes to that file, which the
// run's teardown reads for secrets (e2e/serverLogHoldsNoSecret.ts).
const serverLog = process.env.E2E_SERVER_LOG
if (serverLog) mkdirSync(path.dirname(serverLog), { recursive: true })
const logFd = serverLog ? openSync(serverLog, 'w') : undefined
const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', ...process.argv.slice(2)], {
  cwd: appDir,
  stdio: logFd === undefined ? 'inherit' : ['ignore', logFd, logFd],
  env: {
    ...process.env,
    STARDUST_DEPLOYMENTS: JSON.stringify(deployments),
    // Server code that reads these at run time (not inlined by the build) reaches the same nodes.
    ...Object.fromEntries(CHAINS.map(({ variable, siteRpc }) => [variable, siteRpc])),
  },
})
let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  if (next.exitCode === null && next.signalCode === null) next.kill('SIGTERM')
  await stopAll()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0))
next.once('exit', (code) => void stop(code ?? 0))
