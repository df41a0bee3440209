/**
 * The environment `pnpm dev` gives `next dev`: the local chain, its deployments and the file written
 * once both are ready (src/server/runCommandReady.ts), and the documented default origin said out loud (unset, next-auth warns about NEXTAUTH_URL on the
 * first session check although the auth server already falls back to http://localhost:3000).
 * A value the visitor set always wins.
 * @param {Record<string, string | undefined>} env
 * @param {{ deploymentsFile: string, rpcUrl: string, readyFile: string }} local
 * @returns {Record<string, string | undefined>}
 */
export function devServerEnv(env, { deploymentsFile, rpcUrl, readyFile }) {
  return {
    ...env,
    STARDUST_DEPLOYMENTS_FILE: deploymentsFile,
    STARDUST_DEV_READY_FILE: readyFile,
    NEXT_PUBLIC_RPC_LOCAL: env.NEXT_PUBLIC_RPC_LOCAL || rpcUrl,
    NEXTAUTH_URL: env.NEXTAUTH_URL || `http://localhost:${env.PORT || '3000'}`,
  }
}
