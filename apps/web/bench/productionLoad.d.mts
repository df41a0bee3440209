// Types for productionLoad.mjs beside it (shared by the readiness test and the bench).
import type { ChildProcess } from 'node:child_process'

export declare const METRICS_TOKEN: string
export declare function freePort(): Promise<number>
export declare function startProduction(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void>; output: () => string; child: ChildProcess }>
export declare function startLoad(url: string, clients: number): { statuses: Map<number, number>; stop: () => Promise<void> }
export declare function readiness(url: string): Promise<number>
export declare function msUntilReadiness(url: string, status: number, options?: { timeoutMs?: number; everyMs?: number }): Promise<number | undefined>
export declare function readinessFor(url: string, forMs: number, everyMs?: number): Promise<number[]>
export declare function metric(url: string, series: string): Promise<number>
