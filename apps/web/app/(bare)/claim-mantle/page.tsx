import { ClaimRoute } from '@/claims/ClaimRoute'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'

export const metadata = pageMetadata(ROUTES.claimMantle)

export default function Page() {
  return <ClaimRoute page="mantle" />
}
