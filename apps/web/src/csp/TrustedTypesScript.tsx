import { cspEnv } from './cspEnv'
import { trustedTypesScript } from './trustedTypesScript'

/**
 * The first script of every page's <head>: it creates the Trusted Types policy every later script's URLs go
 * through (trustedTypesScript.ts). Both documents render it: app/[locale]/layout.tsx and app/not-found.tsx.
 */
export function TrustedTypesScript() {
  return <script dangerouslySetInnerHTML={{ __html: trustedTypesScript(cspEnv) }} />
}
