// Every word the transaction flow shows: states, toasts and errors. No raw RPC text ever reaches the page.

import { TEXTS } from '@/texts'

/** The contracts' custom errors, by name, in words. Unknown names fall back to a generic sentence. */
export const CONTRACT_ERROR_TEXTS: Record<string, string> = {
  AlreadyClaimed: 'This allocation has already been claimed.',
  ClaimWindowClosed: 'The claim window has closed: the deadline has passed.',
  InvalidProof: 'The contract did not accept the proof for this address and amount.',
  InvalidSignature: 'The signature does not match the eligible address, recipient and amount.',
  ZeroAddress: 'The recipient cannot be the zero address.',
  // StarToken
  ERC20InsufficientBalance: 'This wallet does not hold that much STAR.',
  ERC20InsufficientAllowance: 'The staking contract may not move that much of your STAR yet: approve it first.',
  ERC2612ExpiredSignature: 'The permit signature expired before the transaction was included. Try again.',
  // StarStaking
  ZeroAmount: 'Enter an amount above zero.',
  InsufficientStake: 'You cannot withdraw more than you have staked.',
  NothingToClaim: 'There is nothing to claim yet.',
  // StarSale
  SaleNotStarted: 'The sale has not started yet.',
  SaleEnded: 'The sale has ended.',
  EnforcedPause: 'The sale is paused.',
  PriceChanged: 'The price changed since you saw it. Check the new price and try again.',
  BelowMinimum: 'This payment buys fewer STAR than you asked for. Check the amounts and try again.',
  PaymentTooSmall: 'This payment is too small to buy any STAR.',
  WalletCapExceeded: 'This would take this wallet over its purchase limit.',
  TotalCapExceeded: 'Not that much STAR is left for sale.',
  InsufficientInventory: 'Not that much STAR is left for sale.',
  RefundFailed: 'The sale could not refund the rest of your payment to this wallet.',
}

export const TX_TEXTS = {
  status: {
    switching: 'Switching network in your wallet…',
    wallet: 'Confirm in your wallet…',
    checking: 'Your wallet did not answer clearly. Checking the chain for this request before anything else is offered…',
    simulating: 'Checking the transaction…',
    pending: 'Transaction sent, waiting for confirmation…',
    slow: 'Still pending after 5 minutes. It may yet confirm: check it on the explorer before trying again.',
    confirmed: 'Transaction confirmed.',
    cancelled: 'Transaction cancelled: your wallet replaced it before it was confirmed, so nothing from it happened.',
  },
  toast: {
    pending: (description: string) => `${description}: sent, waiting for confirmation`,
    confirmed: (description: string) => `${description}: confirmed`,
    failed: (description: string, reason: string) => `${description}: failed. ${reason}`,
    slow: (description: string) => `${description}: still pending after 5 minutes; it may yet confirm`,
    cancelled: (description: string) => `${description}: cancelled in your wallet, nothing happened`,
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
  /** The wallet failed a request without a refusal: what the chain showed afterwards (outcome/). */
  unclear: {
    found: 'Your wallet answered with an error, but it sent the transaction: we found it on chain and followed it here. Nothing else was sent.',
    other:
      "Your wallet did not answer clearly. A transaction went out from your account since the request, but it is not this one. Check your wallet's activity before trying again.",
    'in-flight': 'Your wallet did not answer clearly, and a transaction from your account is still waiting for the network. Check your wallet before trying again.',
    'nothing-seen': "Your wallet did not answer clearly, and nothing has gone out from your account since. Check your wallet's activity before trying again.",
  },
  /** A pending transaction or batch of the same action (this tab's or another's): the button is off meanwhile. */
  inFlight: (description: string) => `${description}: a transaction is in flight, waiting for the network. It is not offered again until it settles.`,
  overdue: (description: string) =>
    `${description}: sent over 5 minutes ago and still not confirmed. It may yet confirm: check your wallet or the explorer before sending it again.`,
} as const
