import { PrivacyPolicy } from '@/legal/PrivacyPolicy'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'

export const metadata = pageMetadata(ROUTES.privacy)

export default function Page() {
  return (
    <div className="page">
      <h1>{ROUTES.privacy.title}</h1>
      <PrivacyPolicy />
    </div>
  )
}
