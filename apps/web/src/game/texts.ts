// Every text of the /game-test page, from the page's catalog (namespace `game`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'

export function gameTexts(m: Messages) {
  const t = m.game
  return {
    ...t,
    connect: m.site.connectWallet,
    signedInAs: (address: string) => fill(t.signedInAs, { account: `${address.slice(0, 6)}…${address.slice(-4)}` }),
    hud: { ...t.hud, combo: 'x' },
  }
}

export type GameTexts = ReturnType<typeof gameTexts>

export type GameErrorText = keyof GameTexts['errors']

/** A game error in the page's language: the flow names its errors by key (GameApiError.text), the page words them. */
export function gameErrorText(error: { text: GameErrorText }, texts: GameTexts): string {
  return texts.errors[error.text]
}
