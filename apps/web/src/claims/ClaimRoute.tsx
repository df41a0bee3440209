import '../../app/styles/pages.css'
import '../../app/styles/claims.css'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import { BareBar } from '@/page-parts/BareBar'
import { ClaimPage } from './ClaimPage'
import { CLAIM_PAGES, type ClaimPageKey } from './claimChains'
import { claimTexts } from './texts'
import { loadClaimTargets } from './loadClaimTargets'

/** A claim route (server): its chain and contract from the deployments, then the client page. Bare layout. */
export async function ClaimRoute({ page, locale }: { page: ClaimPageKey; locale: Locale }) {
  const targets = await loadClaimTargets()
  const target = targets[page]
  // /claim lists every chain of this build once (in development all pages may claim on the local chain).
  const CLAIM_TEXTS = claimTexts(getMessages(locale))
  const all = page === 'ethereum' ? Object.values(targets).filter((t, i, list) => list.findIndex((o) => o.chainId === t.chainId) === i) : undefined
  return (
    <>
      <BareBar />
      <main id="main">
        <ClaimPage
          title={getMessages(locale).routes[CLAIM_PAGES[page].route.key].title}
          intro={page === 'ethereum' ? CLAIM_TEXTS.introAll : CLAIM_TEXTS.intro(target.chainName)}
          target={target}
          allTargets={all}
        />
      </main>
    </>
  )
}
