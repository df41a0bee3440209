/**
 * Next.js runs register() once when the server starts. The Node.js server checks the wallet
 * setup (docs/behaviour.md), the auth-server configuration, the contract deployments and DATABASE_URL (then opens and migrates the database) here, so a bad configuration fails
 * start with a clear message; see src/server/checkWalletSetup.ts and src/server/authServer.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkWalletSetupAtStart } = await import('./src/server/checkWalletSetup')
  const { checkAuthSetupAtStart } = await import('./src/server/authServer')
  const { checkDeploymentsAtStart } = await import('./src/server/deployments')
  const { checkClaimsAtStart } = await import('./src/server/claimsServer')
  const { startDatabaseAtStart } = await import('./src/server/rewardsServer')
  checkWalletSetupAtStart()
  checkAuthSetupAtStart()
  checkDeploymentsAtStart()
  checkClaimsAtStart()
  await startDatabaseAtStart()
}
