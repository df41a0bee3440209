/**
 * Next.js runs register() once when the server starts. The Node.js server checks the wallet
 * setup (spec section 5) here, so a bad configuration fails start with the specification's
 * words; see src/server/checkWalletSetup.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkWalletSetupAtStart } = await import('./src/server/checkWalletSetup')
  checkWalletSetupAtStart()
}
