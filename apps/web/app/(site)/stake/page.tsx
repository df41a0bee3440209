import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'
import { ServerSessionLine } from '@/status/ServerSessionLine'
import { StakeIsland } from '@/stake/StakeIsland'
import { StakingOverview } from '@/stake/StakingOverview'
import { ClientDeployments } from '@/onchain/ClientDeployments'
import { getSiteDeployments } from '@/server/deployments'

export const metadata = pageMetadata(ROUTES.stake)

export default function Page() {
  return (
    <>
      <ConnectWarning />
      <FeaturePage route={ROUTES.stake}>
        <StakingOverview />
        <ClientDeployments deployments={getSiteDeployments()} />
        <StakeIsland />
        <ServerSessionLine />
      </FeaturePage>
    </>
  )
}
