/**
 * Next.js runs register() once when the server starts. The Node.js server checks the wallet
 * setup (spec section 5) and the auth-server configuration here, so a bad configuration fails
 * start with a clear message; see src/server/checkWalletSetup.ts and src/server/authServer.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkWalletSetupAtStart } = await import('./src/server/checkWalletSetup')
  const { checkAuthSetupAtStart } = await import('./src/server/authServer')
  checkWalletSetupAtStart()
  checkAuthSetupAtStart()
}
