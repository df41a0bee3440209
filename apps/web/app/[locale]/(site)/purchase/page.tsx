import { CatalogSections } from '@/i18n/CatalogSections'
import { FeaturePage } from '@/page-parts/FeaturePage'
import { routeMetadata } from '@/page-parts/pageMetadata'
import { localeParam } from '@/i18n/server'
import { ClientDeployments } from '@/onchain/ClientDeployments'
import { PurchaseIsland } from '@/purchase/PurchaseIsland'
import { SaleOverview } from '@/purchase/SaleOverview'
import { getSiteDeployments } from '@/server/deployments'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'

export const generateMetadata = routeMetadata(ROUTES.purchase)

type Props = { params: Promise<{ locale: string }> }

export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['status', 'addStar', 'activity', 'purchase', 'fees']}>
      <ConnectWarning />
      <FeaturePage route={ROUTES.purchase} locale={locale}>
        <SaleOverview locale={locale} />
        <ClientDeployments deployments={getSiteDeployments()} />
        <PurchaseIsland />
      </FeaturePage>
    </CatalogSections>
  )
}
