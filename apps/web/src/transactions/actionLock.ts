import { actionInFlight } from './actionInFlight'
import { actionRecords } from './actionRecords'
import { RECEIPT_TIMEOUT_MS } from './constants'
import { askingStates } from './unanswered/useAskingStates'

// One tab at a time asks a wallet for an action (actionKeys.ts: a claim, a staking position, a buy). Two tabs
// clicking at once each passed their own check of the records before either had written one, and each opened
// a prompt for the same money. The flow now takes a Web Lock named after the action first (exclusive, not
// waited for: a tab that cannot take it asks nothing), and, holding it, reads the records once more. The
// browser lets go of it when the flow ends or the tab goes.

const PREFIX = 'stardust:action:'

/** The lock's name for an action key. */
export const actionLockName = (action: string): string => `${PREFIX}${action}`

/** Taken (`release` lets go), or refused: another tab's flow holds the action, or a record of it is in flight. */
export type TakenAction = { taken: true; release: () => void } | { taken: false; why: 'asking' | 'in-flight' }

async function lock(action: string): Promise<(() => void) | undefined> {
  const manager = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!manager) return () => {} // without Web Locks, the records' check below is all there is
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const granted = await new Promise<boolean>((answer) => {
    manager.request(actionLockName(action), { ifAvailable: true }, (lock) => (answer(lock !== null), lock ? held : undefined)).catch(() => answer(false))
  })
  return granted ? release : undefined
}

/**
 * Takes `action` for a flow before anything is asked of the wallet, then checks that no record of it is in
 * flight (any tab's, as useActionInFlight judges it). Not re-entrant: a flow of several steps (a stake's
 * approve then stake) takes it once and tells its steps (`held`).
 */
export async function takeAction(action: string): Promise<TakenAction> {
  const letGo = await lock(action)
  if (!letGo) return { taken: false, why: 'asking' }
  if (actionInFlight(actionRecords(), action, Date.now(), RECEIPT_TIMEOUT_MS, askingStates()).state === 'in-flight') {
    letGo()
    return { taken: false, why: 'in-flight' }
  }
  return { taken: true, release: letGo }
}
