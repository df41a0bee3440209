import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { installMatchMedia, resetViewport } from './viewport.js'

installMatchMedia()

beforeEach(() => {
  resetViewport()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('style')
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
