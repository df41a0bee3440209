// What a wallet accepts in wallet_watchAsset: MetaMask refuses a symbol over 11 characters and decimals
// outside 0-36 (MetaMask/core#1745), so both are read from the contract and checked before asking.
export const MAX_WATCH_SYMBOL_LENGTH = 11
export const MAX_WATCH_DECIMALS = 36

export type WatchableToken = { symbol: string; decimals: number }

/** The contract's symbol and decimals as a wallet will take them, or undefined when a wallet would refuse them. */
export function watchableToken(symbol: unknown, decimals: unknown): WatchableToken | undefined {
  if (typeof symbol !== 'string' || symbol.length === 0 || symbol.length > MAX_WATCH_SYMBOL_LENGTH) return undefined
  const places = typeof decimals === 'bigint' ? Number(decimals) : decimals
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 0 || places > MAX_WATCH_DECIMALS) return undefined
  return { symbol, decimals: places }
}
