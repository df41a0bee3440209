/**
 * Next.js runs register() once when the server starts, before the first request. The Node.js server
 * checks, in order: the server environment against one schema (src/server/config), the wallet setup,
 * the auth-server configuration, the contract deployments and claims, that every RPC answers the chain
 * id it is configured for, and the database (PGlite is migrated; PostgreSQL must hold this release's
 * schema). A bad configuration stops the start with the variable's name and the reason, never a value.
 * Under `pnpm dev`, the deployments, the chain and the database are checked once the run command has
 * seeded Stardust Local and prepared the database (src/server/runCommandReady.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkServerEnvAtStart, checkRpcChainIdsAtStart } = await import('./src/server/config/checkConfigAtStart')
  const { checkWalletSetupAtStart } = await import('./src/server/checkWalletSetup')
  const { checkAuthSetupAtStart } = await import('./src/server/authServer')
  const { checkDeploymentsAtStart } = await import('./src/server/deployments')
  const { checkClaimsAtStart } = await import('./src/server/claimsServer')
  const { startDatabaseAtStart } = await import('./src/server/rewardsServer')
  const { waitForRunCommandAtStart } = await import('./src/server/runCommandReady')
  checkServerEnvAtStart()
  checkWalletSetupAtStart()
  checkAuthSetupAtStart()
  await waitForRunCommandAtStart()
  checkDeploymentsAtStart()
  checkClaimsAtStart()
  await checkRpcChainIdsAtStart()
  await startDatabaseAtStart()
  // The production server serves the product API's route handlers without Next's router.
  const { registerDirectApi } = await import('./src/server/directApi')
  registerDirectApi()
}
