// Every word of the claim pages, from the page's catalog (namespace `claims`): components bind it with
// useBound(claimTexts), the server route with claimTexts(getMessages(locale)).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function claimTexts(m: Messages) {
  const t = m.claims
  const onChain = (message: string) => (chain: string) => fill(message, { chain })
  return {
    ...t,
    connectWallet: m.site.connectWallet,
    intro: onChain(t.intro),
    notOnNetwork: onChain(t.notOnNetwork),
    notEligible: onChain(t.notEligible),
    claimedLine: (amount: string) => fill(t.claimedLine, { amount }),
    usingPublished: onChain(t.usingPublished),
    publishedRefused: onChain(t.publishedRefused),
    wrongNetwork: onChain(t.wrongNetwork),
    switchTo: onChain(t.switchTo),
    claimDescription: (amount: string, chain: string) => fill(t.claimDescription, { amount, chain }),
    claimToDescription: (amount: string, recipient: string) => fill(t.claimToDescription, { amount, recipient: `${recipient.slice(0, 6)}…${recipient.slice(-4)}` }),
  }
}

export type ClaimTexts = ReturnType<typeof claimTexts>
