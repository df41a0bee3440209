import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { SaleOverview } from '@/purchase/SaleOverview'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'

export const metadata = pageMetadata(ROUTES.purchase)

export default function Page() {
  return (
    <>
      <ConnectWarning />
      <FeaturePage route={ROUTES.purchase}>
        <SaleOverview />
      </FeaturePage>
    </>
  )
}
