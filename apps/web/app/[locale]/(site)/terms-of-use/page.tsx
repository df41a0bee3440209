import { TermsOfUse } from '@/legal/TermsOfUse'
import { routeMetadata } from '@/page-parts/pageMetadata'
import { localeParam } from '@/i18n/server'
import { LegalPage } from '@/legal/LegalPage'
import { ROUTES } from '@/site'

export const generateMetadata = routeMetadata(ROUTES.terms)

type Props = { params: Promise<{ locale: string }> }

export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <LegalPage route={ROUTES.terms} locale={locale}>
      <TermsOfUse />
    </LegalPage>
  )
}
