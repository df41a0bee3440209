// Types for ports.js beside it.
/** A loopback port that was free a moment ago (the OS picks it). */
export declare function freePort(): Promise<number>
