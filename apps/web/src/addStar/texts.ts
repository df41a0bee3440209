// Every word of "Add STAR to your wallet". Each outcome is one plain line: a wallet that says no, or cannot
// add tokens, is never shown as an error.

export const ADD_STAR_TEXTS = {
  button: 'Add STAR to your wallet',
  asking: 'Confirm in your wallet…',
  added: "STAR is in your wallet's token list.",
  refused: 'STAR was not added to your wallet.',
  unsupported: (address: string) => `This wallet cannot add tokens from a site. To see STAR, add the token by its address: ${address}`,
  unexpected: (address: string) => `STAR's contract reports details wallets do not accept. Add the token by its address: ${address}`,
  unreadable: "STAR's details could not be read from the network right now. Try again in a moment.",
} as const
