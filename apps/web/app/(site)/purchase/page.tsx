import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ClientDeployments } from '@/onchain/ClientDeployments'
import { PurchaseIsland } from '@/purchase/PurchaseIsland'
import { SaleOverview } from '@/purchase/SaleOverview'
import { getSiteDeployments } from '@/server/deployments'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'

export const metadata = pageMetadata(ROUTES.purchase)

export default function Page() {
  return (
    <>
      <ConnectWarning />
      <FeaturePage route={ROUTES.purchase}>
        <SaleOverview />
        <ClientDeployments deployments={getSiteDeployments()} />
        <PurchaseIsland />
      </FeaturePage>
    </>
  )
}
