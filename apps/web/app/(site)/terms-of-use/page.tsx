import { TermsOfUse } from '@/legal/TermsOfUse'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'

export const metadata = pageMetadata(ROUTES.terms)

export default function Page() {
  return (
    <div className="page">
      <h1>{ROUTES.terms.title}</h1>
      <TermsOfUse />
    </div>
  )
}
