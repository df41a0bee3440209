'use client'
import { LazyMotion, MotionConfig } from 'motion/react'
import type { ReactNode } from 'react'
import { loadFeatures } from './loadFeatures.js'

export type MotionProviderProps = { children?: ReactNode }

/**
 * LazyMotion (strict: only `m` components) with `domAnimation` loaded on demand, and
 * MotionConfig honouring the user's reduced-motion setting for every animation below it.
 */
export function MotionProvider({ children }: MotionProviderProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  )
}
