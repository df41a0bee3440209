// How long a test waits for a condition before it fails: room for a CI machine shared by four suites, where
// a real server, chain, browser or animation can take seconds for what takes milliseconds here. vitest's
// expect.poll and vi.waitFor, and testing-library's waitFor, give up after 1 s by default. A test asserts the
// condition, never the time it took (docs/developing.md).
export const WAIT_TIMEOUT_MS = 15_000

/** The presets' shared `test` settings: the waits above, and timeouts that fit a hardhat node starting on a loaded machine. */
export const roomyTimeouts = {
  expect: { poll: { timeout: WAIT_TIMEOUT_MS } },
  testTimeout: 20_000,
  hookTimeout: 60_000,
}
