import { observedRoute } from '@/server/observability/observedRoute'
import { rewardsRoute } from '@/server/rewardsRoute'

// The Stardust ledger API (docs/api.md): GET me, GET leaderboard, POST sync, served by @stardust/rewards-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const handle = observedRoute('stardust', rewardsRoute)

export { handle as GET, handle as POST }
