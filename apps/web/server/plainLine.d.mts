// Types for plainLine.mjs beside it.
export declare function printLine(line: string, stream?: 'stdout' | 'stderr'): void
