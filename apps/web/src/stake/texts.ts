// Texts of /stake's wallet panel, from the page's catalog (src/i18n/messages, namespace `stake`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function stakeTexts(m: Messages) {
  const t = m.stake
  return {
    ...t,
    notOnChain: (chain: string) => fill(t.notOnChain, { chain }),
    switchTo: (chain: string) => fill(t.switchTo, { chain }),
    starDays: (amount: string) => fill(t.starDays, { amount }),
    tx: {
      ...t.tx,
      stake: (amount: string) => fill(t.tx.stake, { amount }),
      approve: (amount: string) => fill(t.tx.approve, { amount }),
      withdraw: (amount: string) => fill(t.tx.withdraw, { amount }),
    },
  }
}

export type StakeTexts = ReturnType<typeof stakeTexts>
