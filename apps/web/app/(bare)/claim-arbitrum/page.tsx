import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { BareBar } from '@/page-parts/BareBar'

export const metadata = pageMetadata(ROUTES.claimArbitrum)

export default function Page() {
  return (
    <>
      <BareBar />
      <main id="main">
        <FeaturePage route={ROUTES.claimArbitrum} variant="bare" />
      </main>
    </>
  )
}
