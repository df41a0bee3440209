'use client'

import type { ToastOptions } from 'react-toastify'

type Listener = () => void
const listeners = new Set<Listener>()
let hostWanted = false
let hostReady = false
let readyWaiters: Listener[] = []

/** ToastHost subscribes here and mounts the container the first time a toast is asked for. */
export function onToastHostWanted(listener: Listener): () => void {
  if (hostWanted) listener()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * ToastHost calls this once its container is mounted for good, and `false` when it unmounts.
 * react-toastify hands toasts raised before a container exists to the first container that
 * subscribes; under React's development double run that one is unsubscribed at once and the
 * toast is lost with it. So toasts wait for the settled container instead of the library queue.
 */
export function setToastHostReady(ready: boolean): void {
  hostReady = ready
  if (!ready) return
  const waiters = readyWaiters
  readyWaiters = []
  for (const waiter of waiters) waiter()
}

function whenHostReady(): Promise<void> {
  if (hostReady) return Promise.resolve()
  return new Promise((resolve) => readyWaiters.push(resolve))
}

/**
 * Shows a library toast. react-toastify is imported on the first call, so a page that never
 * shows a toast never downloads it; toasts raised before the container mounts wait for it.
 */
export async function notify(message: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await import('react-toastify')
  if (!hostWanted) {
    hostWanted = true
    for (const listener of listeners) listener()
  }
  await whenHostReady()
  toast(message, options)
}

/** Closes a library toast by its id (e.g. a transaction's "pending" once it has an outcome). */
export async function dismissToast(toastId: string): Promise<void> {
  const { toast } = await import('react-toastify')
  // A toast still waiting for the container is raised first (waiters run in order), then closed.
  if (hostWanted) await whenHostReady()
  toast.dismiss(toastId)
}
