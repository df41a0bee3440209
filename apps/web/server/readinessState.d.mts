export declare const DEPENDENCIES: readonly ['database', 'redis']
export declare const STATES: readonly ['none', 'ok', 'timeout', 'no_answer']
export type DependencyResult = { checkedAt: number; latencyMs: number; state: 'ok' | 'timeout' | 'no_answer' }
export declare function createStateWords(): BigUint64Array
export declare function writeState(words: BigUint64Array, index: number, result: DependencyResult): void
export declare function readState(words: BigUint64Array, index: number): DependencyResult | undefined
/** The value published under READINESS_WORKER_KEY: the worker's file, and where its clients are when not beside it. */
export type ReadinessWorkerFile = { file: string; modules?: { pg?: string; ioredis?: string } }
export declare const READINESS_WORKER_KEY: unique symbol
