'use client'
import { LazyMotion, MotionConfig } from 'motion/react'
import type { ComponentProps, ReactNode } from 'react'
import { loadFeatures } from './loadFeatures.js'

export type MotionFeatures = ComponentProps<typeof LazyMotion>['features']

export type MotionProviderProps = {
  children?: ReactNode
  /**
   * The animation features for your own `m` components; default motion's `domMin` (animate and
   * exit), loaded after first paint. For `whileHover`, `whileTap`, `whileInView`: a file of yours
   * `export { domAnimation as default } from 'motion/react'`, passed as
   * `() => import('./features').then((x) => x.default)` so it stays in its own chunk.
   */
  features?: MotionFeatures
}

/**
 * LazyMotion (strict: only `m` components) with its features loaded on demand, and
 * MotionConfig honouring the user's reduced-motion setting for every animation below it.
 */
export function MotionProvider({ children, features = loadFeatures }: MotionProviderProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={features} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  )
}
