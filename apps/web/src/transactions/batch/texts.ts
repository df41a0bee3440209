// Words of the batch flow (approve + stake in one wallet prompt); the rest are the transaction flow's.

export const BATCH_TEXTS = {
  /** The wallet says the batch went through but gives no receipt: nothing can be confirmed from the chain. */
  unconfirmed:
    'Your wallet reports the transaction as sent but gives no receipt, so it cannot be confirmed here. The figures above come from the chain: check them, or your wallet, before trying again.',
  /** The wallet ran the calls one by one instead of together, and not all went through. */
  partial: 'Your wallet sent the steps one by one instead of together, and not all of them went through.',
  toast: {
    unconfirmed: (description: string) => `${description}: sent, but your wallet gives no receipt to confirm it`,
  },
} as const
