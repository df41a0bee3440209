export type Clock = { now: () => Date; set: (at: Date) => void; advance: (ms: number) => void }

/** A clock the test moves: game expiry and the too-fast check without sleeping. */
export function createClock(start = new Date('2026-11-22T12:00:00Z')): Clock {
  let current = start
  return {
    now: () => current,
    set: (at) => {
      current = at
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}
