/**
 * The environment `pnpm dev` gives `next dev`: the seeded local chain and its deployments, and
 * the documented default origin said out loud (unset, next-auth warns about NEXTAUTH_URL on the
 * first session check although the auth server already falls back to http://localhost:3000).
 * A value the visitor set always wins.
 * @param {Record<string, string | undefined>} env
 * @param {{ deploymentsFile: string, rpcUrl: string }} local
 * @returns {Record<string, string | undefined>}
 */
export function devServerEnv(env, { deploymentsFile, rpcUrl }) {
  return {
    ...env,
    STARDUST_DEPLOYMENTS_FILE: deploymentsFile,
    NEXT_PUBLIC_RPC_LOCAL: env.NEXT_PUBLIC_RPC_LOCAL || rpcUrl,
    NEXTAUTH_URL: env.NEXTAUTH_URL || `http://localhost:${env.PORT || '3000'}`,
  }
}
