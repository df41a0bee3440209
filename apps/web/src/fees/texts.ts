// The fee line under stake, buy and claim: the figure before the wallet opens, and plainly when it cannot be paid.

export const FEE_TEXTS = {
  estimating: 'Estimating the network fee…',
  fee: (amount: string, symbol: string) => `Network fee: about ${amount} ${symbol}`,
  l1Part: (amount: string, symbol: string) => ` (of which ${amount} ${symbol} to post it to Ethereum)`,
  cannotPay: (balance: string, needed: string, symbol: string, chainName: string) =>
    `This wallet holds ${balance} ${symbol}, and this needs ${needed} ${symbol} with the network fee. Add ${symbol} on ${chainName} first.`,
  unknown: 'The network fee cannot be estimated right now; your wallet will show it.',
} as const
