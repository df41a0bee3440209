import '../../../styles/stardust.css'
import { CatalogSections } from '@/i18n/CatalogSections'
import { FeaturePage } from '@/page-parts/FeaturePage'
import { routeMetadata } from '@/page-parts/pageMetadata'
import { localeParam } from '@/i18n/server'
import { ROUTES } from '@/site'
import { About } from '@/stardust/About'
import { Leaderboard } from '@/stardust/Leaderboard'
import { StardustAccount } from '@/stardust/StardustAccount'
import { siteChainNames } from '@/stardust/siteChainNames'

export const generateMetadata = routeMetadata(ROUTES.stardust)

type Props = { params: Promise<{ locale: string }> }

// The leaderboard is read per request (on the server); the visitor's own Stardust in the browser.
export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['status', 'addStar', 'activity', 'stardust']}>
      <FeaturePage route={ROUTES.stardust} locale={locale}>
        <StardustAccount chainNames={siteChainNames()} />
        <Leaderboard locale={locale} />
        <About locale={locale} />
      </FeaturePage>
    </CatalogSections>
  )
}
