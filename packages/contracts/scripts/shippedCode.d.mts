// Types of shippedCode.mjs for the tests (test/buildSettings.test.ts).
/** The product contracts the invariant suites fuzz. */
export declare const FUZZED_CONTRACTS: readonly string[]
/** Writes each one's creation code from `<root>/src/generated` to `<root>/.forge/shipped/<Name>.sol/<Name>.json`. */
export declare function writeShippedCode(root: string): void
