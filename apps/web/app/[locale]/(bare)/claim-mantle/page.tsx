import { ClaimRoute } from '@/claims/ClaimRoute'
import { CatalogSections } from '@/i18n/CatalogSections'
import { routeMetadata } from '@/page-parts/pageMetadata'
import { localeParam } from '@/i18n/server'
import { ROUTES } from '@/site'

export const generateMetadata = routeMetadata(ROUTES.claimMantle)

type Props = { params: Promise<{ locale: string }> }

export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['shell', 'claims', 'addStar', 'fees']}>
      <ClaimRoute page="mantle" locale={locale} />
    </CatalogSections>
  )
}
