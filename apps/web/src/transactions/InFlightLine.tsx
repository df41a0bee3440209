'use client'

import type { ActionInFlight } from './actionInFlight'
import { TX_TEXTS } from './texts'

/** Says that the action is already in flight (its button is off), or that a pending one is overdue. */
export function InFlightLine({ inFlight, testId }: { inFlight: ActionInFlight; testId: string }) {
  if (inFlight.state === 'none') return null
  return (
    <p className="tx-line" role="status" data-testid={testId} data-state={inFlight.state}>
      {inFlight.state === 'in-flight' ? TX_TEXTS.inFlight(inFlight.description) : TX_TEXTS.overdue(inFlight.description)}
    </p>
  )
}
