// Types for benchTables.mjs beside it.
export declare const BENCHMARKS_PAGE: string
export type BenchTable = { command: string; machine: string; columns: string[]; rows: Array<Array<string | number>> }
export declare function benchBlock(table: BenchTable): string
export declare function replaceBenchBlock(page: string, id: string, block: string): string
export declare function machineKind(): string
export declare function recordBench(
  id: string,
  table: Omit<BenchTable, 'machine'> & Partial<Pick<BenchTable, 'machine'>>,
  options?: { env?: Record<string, string | undefined>; file?: string },
): boolean
