'use client'

import type { ComponentType } from 'react'
import { useEffect, useState } from 'react'
import type { ToastContainerProps } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '@/constants'
import { useLocale } from '@/i18n/I18nProvider'
import { direction } from '@/i18n/locales'
import { onToastHostWanted, setToastHostReady } from './notify'

/** The library toast container of docs/behaviour.md: top-left, 5000 ms, dark. */
export const TOAST_CONTAINER_PROPS = {
  position: 'top-left',
  autoClose: TOAST_AUTO_CLOSE_MS,
  theme: 'dark',
  closeOnClick: true,
  draggable: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const satisfies ToastContainerProps

/** Mounts react-toastify's container on the first notify() call (see notify.ts). */
export function ToastHost() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null)
  const rtl = direction(useLocale()) === 'rtl'
  useEffect(
    () =>
      onToastHostWanted(() => {
        void import('react-toastify').then((module) => setContainer(() => module.ToastContainer))
      }),
    [],
  )
  // Safe to run twice: the container's own subscription (a child effect) is already in place
  // when this runs, and React's development remount happens before the microtask, which the
  // cleanup cancels so only the settled mount reports ready.
  useEffect(() => {
    if (!Container) return
    let cancelled = false
    queueMicrotask(() => {
      if (!cancelled) setToastHostReady(true)
    })
    return () => {
      cancelled = true
      setToastHostReady(false)
    }
  }, [Container])
  // Right to left, the top-left corner of docs/behaviour.md is mirrored: top-right, text from the right.
  return Container ? <Container {...TOAST_CONTAINER_PROPS} {...(rtl ? { position: 'top-right', rtl: true } : {})} /> : null
}
