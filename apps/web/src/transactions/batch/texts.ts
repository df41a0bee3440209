// Words of the batch flow (approve + stake in one wallet prompt), from the page's catalog (`tx.batch`);
// the rest are the transaction flow's (../texts.ts).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function batchTexts(m: Messages) {
  const t = m.tx.batch
  return {
    /** The wallet says the batch went through but gives no receipt: nothing can be confirmed from the chain. */
    unconfirmed: t.unconfirmed,
    /** The wallet ran the calls one by one instead of together, and not all went through. */
    partial: t.partial,
    /** The wallet sent the batch but never answered: its effect on chain was found meanwhile. */
    foundUnanswered: (description: string) => fill(t.foundUnanswered, { description }),
    /** The wallet answered with an error (a timeout, an internal error), yet the chain shows the batch's effect. */
    foundAfterError: (description: string) => fill(t.foundAfterError, { description }),
    unclear: {
      /** A transaction from the account was mined since the request, yet the effect is not on chain. */
      wentOut: (description: string) => fill(t.wentOut, { description }),
    },
    toast: { unconfirmed: (description: string) => fill(t.toastUnconfirmed, { description }) },
  }
}

export type BatchTexts = ReturnType<typeof batchTexts>
