import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { installMatchMedia, resetViewport } from './viewport.js'

// The Chromium tests run in the node environment: no DOM to prepare there.
const hasDom = typeof window !== 'undefined'

if (hasDom) installMatchMedia()
// waitFor and findBy* give up after 1 s by default: on a loaded CI machine an animation's frames can take longer.
configure({ asyncUtilTimeout: 15_000 })

beforeEach(() => {
  if (!hasDom) return
  resetViewport()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('style')
})

afterEach(() => {
  if (hasDom) cleanup()
  vi.useRealTimers()
})
