import { contentSecurityPolicy } from './contentSecurityPolicy'
import { cspEnv } from './cspEnv'
import { siteInlineScriptHashes } from './siteInlineScripts'

let constantHashes: string[] | undefined

/**
 * The policy of a page rendered per request: Next's scripts carry `nonce` (Next reads it from the
 * request's own Content-Security-Policy header, which proxy.ts sets), the layout's scripts their hashes.
 */
export function noncePolicy(nonce: string, { env = cspEnv, trustedTypes = true }: { env?: Record<string, string | undefined>; trustedTypes?: boolean } = {}): string {
  constantHashes ??= siteInlineScriptHashes(env)
  return contentSecurityPolicy({ dev: false, env, scriptHashes: [`'nonce-${nonce}'`, ...constantHashes], trustedTypes })
}
