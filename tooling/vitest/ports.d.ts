// Types for ports.js beside it.
/** A loopback port that was free a moment ago (the OS picks it). */
export declare function freePort(): Promise<number>
/** Whether something listens on the loopback port now (a server that has stopped must leave none). */
export declare function listening(port: number): Promise<boolean>
