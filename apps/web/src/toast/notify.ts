'use client'

import type { ToastOptions } from 'react-toastify'

type Listener = () => void
const listeners = new Set<Listener>()
let hostWanted = false

/** ToastHost subscribes here and mounts the container the first time a toast is asked for. */
export function onToastHostWanted(listener: Listener): () => void {
  if (hostWanted) listener()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Shows a library toast. react-toastify is imported on the first call, so a page that never
 * shows a toast never downloads it; toasts raised before the container mounts are queued by
 * the library and shown once it does.
 */
export async function notify(message: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await import('react-toastify')
  if (!hostWanted) {
    hostWanted = true
    for (const listener of listeners) listener()
  }
  toast(message, options)
}

/** Closes a library toast by its id (e.g. a transaction's "pending" once it has an outcome). */
export async function dismissToast(toastId: string): Promise<void> {
  const { toast } = await import('react-toastify')
  toast.dismiss(toastId)
}
