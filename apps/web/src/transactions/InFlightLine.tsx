'use client'

import { useBound } from '@/i18n/useBound'
import type { ActionInFlight } from './actionInFlight'
import { txTexts } from './texts'
import { lostAnswerTexts } from './unanswered/texts'

/**
 * Says that the action is already in flight (its button is off), or that a pending one is overdue; for a
 * request the wallet never answered, that a wallet still asks for it, or that the chain is being read (after
 * a reload, on this page, or for another tab's), then what it showed.
 */
export function InFlightLine({ inFlight, testId }: { inFlight: ActionInFlight; testId: string }) {
  const lost = useBound(lostAnswerTexts)
  const TX_TEXTS = useBound(txTexts)
  if (inFlight.state === 'none') return null
  const text =
    inFlight.state === 'found' ? lost.found(inFlight.finding, inFlight.description)
    : inFlight.state === 'in-flight'
      ? inFlight.asking ? lost.stillAsking(inFlight.description, inFlight.where ?? 'elsewhere')
      : inFlight.checking ? lost.checking(inFlight.description, inFlight.checking, inFlight.where)
      : TX_TEXTS.inFlight(inFlight.description)
    : TX_TEXTS.overdue(inFlight.description)
  return (
    <p className="tx-line" role="status" data-testid={testId} data-state={inFlight.state} data-asking={inFlight.state === 'in-flight' && inFlight.asking ? 'true' : undefined} data-finding={inFlight.state === 'found' ? inFlight.finding : undefined}>
      {text}
    </p>
  )
}
