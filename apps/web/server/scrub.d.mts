// Types for scrub.mjs beside it.
export declare function scrubText(text: string): string
export declare function scrubValue(value: unknown, depth?: number): unknown
