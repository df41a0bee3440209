import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'
import { ServerSessionLine } from '@/status/ServerSessionLine'
import { StakingOverview } from '@/stake/StakingOverview'

export const metadata = pageMetadata(ROUTES.stake)

export default function Page() {
  return (
    <>
      <ConnectWarning />
      <FeaturePage route={ROUTES.stake}>
        <StakingOverview />
        <ServerSessionLine />
      </FeaturePage>
    </>
  )
}
