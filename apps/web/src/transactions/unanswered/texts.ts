// Words for a request the wallet never answered (or answered unclearly), from the page's catalog
// (src/i18n/messages, namespace `lostAnswer`).

import { fill } from '@/i18n/fill'
import type { Messages } from '@/i18n/messages/types'
import type { AskedWhere } from './askedWhere'
import type { Finding } from './finding'

const KEYS = { done: 'done', 'first-step': 'firstStep', other: 'other', nothing: 'nothing' } as const
const CHECKING = {
  batch: { reload: 'checking', here: 'checkingHere', elsewhere: 'checkingElsewhere' },
  transaction: { reload: 'checkingTransaction', here: 'checkingTransactionHere', elsewhere: 'checkingTransactionElsewhere' },
} as const

export function lostAnswerTexts(m: Messages) {
  const t = m.lostAnswer
  return {
    sentUnanswered: t.sentUnanswered,
    /**
     * The chain is read for a request the wallet never answered (a batch, or one transaction), asked on this
     * page, in this tab before a reload ("when this page loaded"), or in another tab.
     */
    checking: (action: string, kind: 'batch' | 'transaction' = 'batch', where: AskedWhere = 'reload') => fill(t[CHECKING[kind][where]], { action }),
    /** A tab's wallet still asks for it (its prompt is open): nothing is offered until it answers or the tab goes. */
    stillAsking: (action: string, where: AskedWhere) => fill(where === 'here' ? t.stillAsking : t.stillAskingElsewhere, { action }),
    /** The transaction was found on chain (mined or waiting) and is followed as if the wallet had answered. */
    followed: (action: string) => fill(t.followed, { action }),
    /** An earlier request (a batch) given up on was confirmed in the wallet late: found on chain and followed instead of asking again. */
    followedEarlier: (action: string) => fill(t.followedEarlier, { action }),
    /** What the chain showed. */
    found: (finding: Exclude<Finding, 'in-flight'>, action: string) => fill(t[KEYS[finding]], { action }),
  }
}
