import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { setViewport } from '../../test/viewport.js'
import { useIntro } from './useIntro.js'
import { usePrefersReducedMotion } from './usePrefersReducedMotion.js'

describe('useIntro', () => {
  test('default: plays for 2500 ms', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useIntro())
    expect(result.current.playing).toBe(true)
    act(() => vi.advanceTimersByTime(2499))
    expect(result.current.playing).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.playing).toBe(false)
  })

  test('parameters: durationMs', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useIntro({ durationMs: 100 }))
    act(() => vi.advanceTimersByTime(100))
    expect(result.current.playing).toBe(false)
  })

  test('behavior: finish ends it at once', () => {
    const { result } = renderHook(() => useIntro())
    act(() => result.current.finish())
    expect(result.current.playing).toBe(false)
  })

  test('behavior: no intro with reduced motion', () => {
    setViewport({ reducedMotion: true })
    const { result } = renderHook(() => useIntro())
    expect(result.current.playing).toBe(false)
  })

  test('behavior: playing in server HTML (the first paint shows it)', () => {
    function Probe() {
      return <span>{String(useIntro().playing)}</span>
    }
    expect(renderToString(<Probe />)).toBe('<span>true</span>')
  })
})

describe('usePrefersReducedMotion', () => {
  test('behavior: follows the media query', () => {
    const { result } = renderHook(() => usePrefersReducedMotion())
    expect(result.current).toBe(false)
    act(() => setViewport({ reducedMotion: true }))
    expect(result.current).toBe(true)
  })

  test('behavior: false without matchMedia', () => {
    const original = window.matchMedia
    // @ts-expect-error: jsdom and old browsers lack it
    delete window.matchMedia
    try {
      const { result } = renderHook(() => usePrefersReducedMotion())
      expect(result.current).toBe(false)
    } finally {
      window.matchMedia = original
    }
  })
})
