// Every message this package can throw, in one place.

export const invalidRpcUrlMessage = (variable: string, entry: number): string =>
  `${variable}: entry ${entry} is not a valid http(s) or ws(s) URL`

export const noRpcUrlsMessage = (chainId: number): string =>
  `No RPC URL for chain ${chainId}: pass options.urls for chains outside the supported list`

export const endpointCoolingMessage =
  'RPC endpoint skipped: it answered 429, a 5xx or nothing a moment ago, and another endpoint of the list is available'
