// Words for a request the wallet never answered (or answered unclearly), from the page's catalog
// (src/i18n/messages, namespace `lostAnswer`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'
import type { Finding } from './finding'

const KEYS = { done: 'done', 'first-step': 'firstStep', other: 'other', nothing: 'nothing' } as const

export function lostAnswerTexts(m: Messages) {
  const t = m.lostAnswer
  return {
    sentUnanswered: t.sentUnanswered,
    /** A reloaded page (or another tab) finding out what became of the request: a batch, or one transaction. */
    checking: (action: string, kind: 'batch' | 'transaction' = 'batch') => fill(kind === 'batch' ? t.checking : t.checkingTransaction, { action }),
    /** The transaction was found on chain (mined or waiting) and is followed as if the wallet had answered. */
    followed: (action: string) => fill(t.followed, { action }),
    /** What the chain showed. */
    found: (finding: Exclude<Finding, 'in-flight'>, action: string) => fill(t[KEYS[finding]], { action }),
  }
}
