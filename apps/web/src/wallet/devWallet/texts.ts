// Words of the development wallet (development builds only, so not part of the text of docs/behaviour.mds).

export const DEV_WALLET_TEXTS = {
  name: 'Development Wallet',
  group: 'Development',
  onlyLocalChain: (chainId: number) => `The development wallet works on Stardust Local (chain ${chainId}) only.`,
  wrongNode: (url: string, chainId: number) =>
    `The development wallet only talks to Stardust Local (chain ${chainId}), and ${url} is another chain.`,
  notYourAccount: 'The development wallet signs for its own account only.',
  unsupportedMethod: (method: string) => `The development wallet does not support ${method}.`,
} as const
