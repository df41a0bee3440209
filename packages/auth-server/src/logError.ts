/** Where the server reports an error it cannot answer with its contract: an event name and the error. */
export type LogError = (event: string, error: unknown) => void

/**
 * The default for callers that pass no logger (the bin, tests): standard error. A server with a scrubbing logger
 * passes it, so a raw error (an RPC URL with its key) never reaches its logs.
 */
export const logToStderr: LogError = (event, error) => {
  // eslint-disable-next-line no-console -- the one sanctioned default; servers pass `logError`
  console.error(`[auth-server] ${event}`, error)
}
