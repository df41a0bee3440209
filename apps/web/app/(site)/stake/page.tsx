import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'
import { ServerAccountLine } from '@/status/ServerAccountLine'
import { StakeIsland } from '@/stake/StakeIsland'
import { StakingOverview } from '@/stake/StakingOverview'
import { ClientDeployments } from '@/onchain/ClientDeployments'
import { getSiteDeployments } from '@/server/deployments'

export const metadata = pageMetadata(ROUTES.stake)

export default function Page() {
  return (
    <>
      <ConnectWarning />
      <FeaturePage route={ROUTES.stake} accountLine={<ServerAccountLine />}>
        <StakingOverview />
        <ClientDeployments deployments={getSiteDeployments()} />
        <StakeIsland />
      </FeaturePage>
    </>
  )
}
