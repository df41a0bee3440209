// Texts of /purchase's wallet panel, from the page's catalog (namespace `purchase`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function purchaseTexts(m: Messages) {
  const t = m.purchase
  return {
    ...t,
    notOnChain: (chain: string) => fill(t.notOnChain, { chain }),
    switchTo: (chain: string) => fill(t.switchTo, { chain }),
    yourBalance: (symbol: string) => fill(t.yourBalance, { symbol }),
    maxKeepsFee: (fee: string, symbol: string) => fill(t.maxKeepsFee, { fee, symbol }),
    refusals: {
      ...t.refusals,
      'not-started': (at: string) => fill(t.refusals['not-started'], { at }),
      ended: (at: string) => fill(t.refusals.ended, { at }),
      overCap: (left: string) => fill(t.refusals.overCap, { left }),
      overBalance: (symbol: string) => fill(t.refusals.overBalance, { symbol }),
    },
    tx: { buy: (amount: string) => fill(t.tx.buy, { amount }) },
  }
}

export type PurchaseTexts = ReturnType<typeof purchaseTexts>
