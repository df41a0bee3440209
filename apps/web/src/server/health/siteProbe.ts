import { logger } from '@/server/observability/logger'
import { createProbes, type Probe } from './probe'

const holder = globalThis as typeof globalThis & { __stardustHealthProbe?: Probe }

/** How long an RPC or claim-root answer is reused: they cost calls to the chain's provider, and a chain down only degrades. */
export const CHAIN_CHECK_FRESH_MS = 5_000

/** One log line per dependency state change (the first answer included), never one per poll. */
export function logDependencyState(key: string, result: { state: 'ok' | 'down'; reason?: string; latencyMs?: number }, hadPrevious: boolean): void {
  const line = { event: 'dependency_state', check: key, state: result.state, ...(result.state === 'down' ? { reason: result.reason } : {}), latencyMs: result.latencyMs }
  if (result.state === 'down') logger().warn(line, `${key} is down`)
  else logger().info(line, hadPrevious ? `${key} is back` : `${key} is up`)
}

/** The process's one set of readiness checks (on globalThis: every route bundle shares the last results). */
export function siteProbe(): Probe {
  holder.__stardustHealthProbe ??= createProbes({ onChange: (key, result, previous) => logDependencyState(key, result, previous !== undefined) })
  return holder.__stardustHealthProbe
}
