import '../../styles/stardust.css'
import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { About } from '@/stardust/About'
import { Leaderboard } from '@/stardust/Leaderboard'
import { StardustAccount } from '@/stardust/StardustAccount'
import { siteChainNames } from '@/stardust/siteChainNames'

export const metadata = pageMetadata(ROUTES.stardust)

// The leaderboard is read per request (on the server); the visitor's own Stardust in the browser.
export default function Page() {
  return (
    <FeaturePage route={ROUTES.stardust}>
      <StardustAccount chainNames={siteChainNames()} />
      <Leaderboard />
      <About />
    </FeaturePage>
  )
}
