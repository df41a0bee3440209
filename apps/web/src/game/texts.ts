// Every text of the /game-test page, from the page's catalog (namespace `game`).

import { fill } from '@/i18n/fill'
import { en } from '@/i18n/messages/en'
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

/** English, for code without a page locale and for the tests. */
export const GAME_TEXTS = gameTexts(en)

/** A game error in the page's language: the flow words its errors in English (GAME_TEXTS), looked up here by those words. */
export function gameErrorText(message: string, texts: GameTexts): string {
  const key = (Object.keys(GAME_TEXTS.errors) as (keyof GameTexts['errors'])[]).find((k) => GAME_TEXTS.errors[k] === message)
  return key ? texts.errors[key] : message
}
