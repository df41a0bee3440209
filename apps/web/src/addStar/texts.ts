// Every word of "Add STAR to your wallet", from the page's catalog (namespace `addStar`). Each outcome is one
// plain line: a wallet that says no, or cannot add tokens, is never shown as an error.

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function addStarTexts(m: Messages) {
  const t = m.addStar
  return {
    ...t,
    unsupported: (address: string) => fill(t.unsupported, { address }),
    unexpected: (address: string) => fill(t.unexpected, { address }),
  }
}
