import { createProbes, type Probe } from './probe'

const holder = globalThis as typeof globalThis & { __stardustHealthProbe?: Probe }

/** How long an RPC or claim-root answer is reused: they cost calls to the chain's provider, and a chain down only degrades. */
export const CHAIN_CHECK_FRESH_MS = 5_000

/** The process's one set of readiness checks (on globalThis: every route bundle shares the last results). */
export function siteProbe(): Probe {
  holder.__stardustHealthProbe ??= createProbes()
  return holder.__stardustHealthProbe
}
