'use client'
import { LazyMotion } from 'motion/react'
import type { ReactNode } from 'react'
import { loadFeatures } from './loadFeatures.js'

/**
 * The shell's own LazyMotion around its `m` components, so they animate (and do not stay at
 * their `initial` state, e.g. an off-screen toast) even when the site forgot <MotionProvider>.
 * Not strict: it must not change the rules for the site's components (it only wraps ours).
 */
export function ShellMotion({ children }: { children?: ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>
}
