// Every message this package can show to a user or write to a log, in one place.

/** docs/behaviour.md, Texts (a request timed out): must stay exactly this text. */
export const TIMEOUT_MESSAGE = 'The request took too long to respond'

export const NETWORK_MESSAGE = 'The server could not be reached'

export const INVALID_JSON_MESSAGE = 'The server answered with invalid JSON'

export const INVALID_SHAPE_MESSAGE = 'The server answered with an unexpected response'

/** Used when an error response carries no `{error: {message}}` of its own. */
export const httpStatusMessage = (status: number): string => `The request failed with status ${status}`
