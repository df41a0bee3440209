import { logger } from '@/server/observability/logger'
import { createProbes, type Probe } from './probe'

const holder = globalThis as typeof globalThis & { __stardustHealthProbe?: Probe }

/** How long an RPC or claim-root answer is reused: they cost calls to the chain's provider, and a chain down only degrades. */
export const CHAIN_CHECK_FRESH_MS = 5_000

/** The process's one set of readiness checks (on globalThis: every route bundle shares the last results). */
export function siteProbe(): Probe {
  // One log line per dependency state change (the first answer included), never one per poll.
  holder.__stardustHealthProbe ??= createProbes({
    onChange: (key, result, previous) => {
      const line = { event: 'dependency_state', check: key, state: result.state, ...(result.state === 'down' ? { reason: result.reason } : {}), latencyMs: result.latencyMs }
      if (result.state === 'down') logger().warn(line, `${key} is down`)
      else logger().info(line, previous ? `${key} is back` : `${key} is up`)
    },
  })
  return holder.__stardustHealthProbe
}
