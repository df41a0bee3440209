// Words of the batch flow (approve + stake in one wallet prompt); the rest are the transaction flow's.

export const BATCH_TEXTS = {
  /** The wallet says the batch went through but gives no receipt: nothing can be confirmed from the chain. */
  unconfirmed:
    'Your wallet reports the transaction as sent but gives no receipt, so it cannot be confirmed here. The figures above come from the chain: check them, or your wallet, before trying again.',
  /** The wallet ran the calls one by one instead of together, and not all went through. */
  partial: 'Your wallet sent the steps one by one instead of together, and not all of them went through.',
  /** The wallet sent the batch but never answered: its effect on chain was found meanwhile. */
  foundUnanswered: (description: string) =>
    `Your wallet has not answered, but it sent the request: the chain shows it. ${description}: confirmed.`,
  /** The wallet answered with an error (a timeout, an internal error), yet the chain shows the batch's effect. */
  foundAfterError: (description: string) =>
    `Your wallet answered with an error, but it sent the request: the chain shows it. ${description}: confirmed. Nothing else was sent.`,
  unclear: {
    /** A transaction from the account was mined since the request, yet the effect is not on chain. */
    wentOut: (description: string) =>
      `Your wallet did not answer clearly. A transaction went out from your account since the request, but the chain does not show "${description}". Check your wallet's activity before trying again.`,
  },
  toast: {
    unconfirmed: (description: string) => `${description}: sent, but your wallet gives no receipt to confirm it`,
  },
} as const
