import { WALLETCONNECT_PLACEHOLDER_PROJECT_ID } from './constants'

/**
 * The WalletConnect project id from NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID. Unset means the
 * development default: the placeholder, which RainbowKit replaces by its example id (spec
 * section 5). Set but blank stays blank, so setup fails with RainbowKit's "No projectId found".
 */
export function resolveProjectId(value: string | undefined): string {
  if (value === undefined) return WALLETCONNECT_PLACEHOLDER_PROJECT_ID
  return value.trim()
}
