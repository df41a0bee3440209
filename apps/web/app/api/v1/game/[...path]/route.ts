import { observedRoute } from '@/server/observability/observedRoute'
import { rewardsRoute } from '@/server/rewardsRoute'

// The game API (docs/api.md): POST sessions, POST sessions/{id}/result, served by @stardust/rewards-server.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const handle = observedRoute('game', rewardsRoute)

export { handle as GET, handle as POST }
