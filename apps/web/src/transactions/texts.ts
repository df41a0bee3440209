// Every word the transaction flow shows: states, toasts and errors. No raw RPC text ever reaches the page.

import { TEXTS } from '@/texts'

/** The contracts' custom errors, by name, in words. Unknown names fall back to a generic sentence. */
export const CONTRACT_ERROR_TEXTS: Record<string, string> = {
  AlreadyClaimed: 'This allocation has already been claimed.',
  ClaimWindowClosed: 'The claim window has closed: the deadline has passed.',
  InvalidProof: 'The contract did not accept the proof for this address and amount.',
  InvalidSignature: 'The signature does not match the eligible address, recipient and amount.',
  ZeroAddress: 'The recipient cannot be the zero address.',
}

export const TX_TEXTS = {
  status: {
    switching: 'Switching network in your wallet…',
    wallet: 'Confirm in your wallet…',
    simulating: 'Checking the transaction…',
    pending: 'Transaction sent, waiting for confirmation…',
    slow: 'Still pending after 5 minutes. It may yet confirm: check it on the explorer before trying again.',
    confirmed: 'Transaction confirmed.',
  },
  toast: {
    pending: (description: string) => `${description}: sent, waiting for confirmation`,
    confirmed: (description: string) => `${description}: confirmed`,
    failed: (description: string, reason: string) => `${description}: failed. ${reason}`,
    slow: (description: string) => `${description}: still pending after 5 minutes; it may yet confirm`,
  },
  errors: {
    rejected: 'You rejected the request in your wallet. Nothing was sent.',
    insufficientFunds: (symbol: string) => `Not enough ${symbol} in this wallet to pay for gas.`,
    timeout: 'The request took too long to respond',
    chainMismatch: (chainName: string) => `Your wallet is on another network. Switch to ${chainName} and try again.`,
    switchFailed: (chainName: string) => `Could not switch to ${chainName} from ${TEXTS.siteName}. Switch networks in your wallet, then try again.`,
    reverted: 'The transaction was reverted on chain. Nothing changed.',
    contract: (name: string) => `The contract refused the transaction (${name}).`,
    notConnected: 'Connect a wallet first.',
    unknown: 'The transaction could not be completed. Nothing was changed; try again.',
  },
  explorer: 'View on explorer',
} as const
