'use client'

import type { DpopProofRequest, DpopSigner } from '@stardust/wallet-auth'

let signer: Promise<DpopSigner> | undefined

/**
 * The site's DPoP proofs: one signer per tab on wallet-auth's IndexedDB keys (one non-extractable key
 * per account, shared by the tabs), loaded with the first proof. The site always binds its tokens.
 */
export async function siteDpop(request: DpopProofRequest): Promise<string | null> {
  signer ??= import('./dpopSigner').then(({ createDpopSigner }) => createDpopSigner())
  return await (await signer)(request)
}
