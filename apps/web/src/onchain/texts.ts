// Texts of the on-chain figures on /stake and /purchase, from the page's catalog (namespace `onchain`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function onchainTexts(m: Messages) {
  const t = m.onchain
  return {
    ...t,
    notDeployed: (feature: string) => fill(t.notDeployed, { feature }),
    onNetwork: (network: string) => fill(t.onNetwork, { network }),
    /** After the block number when a new read did not answer: the figures' age, e.g. ", 3 min ago". */
    lateAge: (age: string) => fill(t.lateAge, { age }),
    stake: { ...t.stake, aprNone: '—' },
  }
}

export type OnchainTexts = ReturnType<typeof onchainTexts>
