'use client'

import type { ComponentType } from 'react'
import { useEffect, useState } from 'react'
import type { ToastContainerProps } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '@/constants'
import { onToastHostWanted } from './notify'

/** The library toast container of the specification: top-left, 5000 ms, dark. */
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
  useEffect(
    () =>
      onToastHostWanted(() => {
        void import('react-toastify').then((module) => setContainer(() => module.ToastContainer))
      }),
    [],
  )
  return Container ? <Container {...TOAST_CONTAINER_PROPS} /> : null
}
