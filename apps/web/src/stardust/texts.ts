// Every text of the /stardust page, from the page's catalog (namespace `stardust`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function stardustTexts(m: Messages) {
  const t = m.stardust
  return {
    ...t,
    account: {
      ...t.account,
      connectButton: m.site.connectWallet,
      rankAsOf: (time: string) => fill(t.account.rankAsOf, { time }),
      gameTodayValue: (credited: string, cap: string) => fill(t.account.gameTodayValue, { credited, cap }),
    },
    sync: { ...t.sync, credited: (points: string) => fill(t.sync.credited, { points }) },
    history: {
      ...t.history,
      gameLink: (sessionId: string) => fill(t.history.gameLink, { session: sessionId.slice(0, 8) }),
      gameTitle: (sessionId: string) => fill(t.history.gameTitle, { session: sessionId }),
      stakingLink: (chain: string) => fill(t.history.stakingLink, { chain }),
      stakingTitle: (chain: string, chainId: string) => fill(t.history.stakingTitle, { chain, chainId }),
      claimLink: (chain: string) => fill(t.history.claimLink, { chain }),
    },
  }
}

export type StardustTexts = ReturnType<typeof stardustTexts>
