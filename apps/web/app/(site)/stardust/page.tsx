import { FeaturePage } from '@/page-parts/FeaturePage'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'

export const metadata = pageMetadata(ROUTES.stardust)

export default function Page() {
  return <FeaturePage route={ROUTES.stardust} />
}
