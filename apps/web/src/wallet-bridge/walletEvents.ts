import type { WalletEvent, WalletEventListener } from './types'

export type WalletEventHub = {
  subscribe: (listener: WalletEventListener) => () => void
  emit: (event: WalletEvent) => void
}

/** A plain listener set: events are moments, not state, so nothing is replayed to late subscribers. */
export function createWalletEventHub(): WalletEventHub {
  const listeners = new Set<WalletEventListener>()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
  }
}
