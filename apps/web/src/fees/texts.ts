// The fee line under stake, buy and claim, from the page's catalog (namespace `fees`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function feeTexts(m: Messages) {
  const t = m.fees
  return {
    ...t,
    fee: (amount: string, symbol: string) => fill(t.fee, { amount, symbol }),
    l1Part: (amount: string, symbol: string) => fill(t.l1Part, { amount, symbol }),
    cannotPay: (balance: string, needed: string, symbol: string, chain: string) => fill(t.cannotPay, { balance, needed, symbol, chain }),
  }
}
