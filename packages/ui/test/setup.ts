import { cleanup, configure } from '@testing-library/react'
import { WAIT_TIMEOUT_MS } from '@stardust/vitest-config/waits'
import { afterEach, beforeEach, vi } from 'vitest'
import { installMatchMedia, resetViewport } from './viewport.js'

// The Chromium tests run in the node environment: no DOM to prepare there.
const hasDom = typeof window !== 'undefined'

if (hasDom) installMatchMedia()
// waitFor and findBy* wait as long as the presets' expect.poll (testing-library's own default is 1 s).
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS })

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
