import { CatalogSections } from '@/i18n/CatalogSections'
import { FeaturePage } from '@/page-parts/FeaturePage'
import { routeMetadata } from '@/page-parts/pageMetadata'
import { localeParam } from '@/i18n/server'
import { ROUTES } from '@/site'
import { ConnectWarning } from '@/status/ConnectWarning'
import { ServerAccountLine } from '@/status/ServerAccountLine'
import { StakeIsland } from '@/stake/StakeIsland'
import { StakingOverview } from '@/stake/StakingOverview'
import { ClientDeployments } from '@/onchain/ClientDeployments'
import { getSiteDeployments } from '@/server/deployments'

export const generateMetadata = routeMetadata(ROUTES.stake)

type Props = { params: Promise<{ locale: string }> }

export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['status', 'addStar', 'activity', 'stake', 'fees']}>
      <ConnectWarning />
      <FeaturePage route={ROUTES.stake} locale={locale} accountLine={<ServerAccountLine />}>
        <StakingOverview locale={locale} />
        <ClientDeployments deployments={getSiteDeployments()} />
        <StakeIsland />
      </FeaturePage>
    </CatalogSections>
  )
}
