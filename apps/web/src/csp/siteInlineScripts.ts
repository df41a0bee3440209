import { createHash } from 'node:crypto'
import { themeInitScript } from '@stardust/ui/server'
import { trustedTypesScript } from './trustedTypesScript'

/** The CSP source of one inline script's text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The site's own inline scripts, the same on every page (the root layout renders them): allowed by hash
 * on pages rendered per request too, where Next's own scripts carry the request's nonce instead.
 */
export function siteInlineScriptHashes(env: Record<string, string | undefined>): string[] {
  return [scriptHash(trustedTypesScript(env)), scriptHash(themeInitScript)]
}
