import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { SmoothScrollProvider } from './SmoothScrollProvider.js'
import { useSmoothScroll } from './useSmoothScroll.js'

describe('useSmoothScroll', () => {
  test('default: a controller that does nothing without a provider', () => {
    const { result } = renderHook(() => useSmoothScroll())
    expect(() => {
      result.current.stop()
      result.current.start()
    }).not.toThrow()
  })

  test('behavior: the provided controller', () => {
    const controller = { start: vi.fn(), stop: vi.fn() }
    const wrapper = ({ children }: { children: ReactNode }) => <SmoothScrollProvider controller={controller}>{children}</SmoothScrollProvider>
    const { result } = renderHook(() => useSmoothScroll(), { wrapper })
    result.current.stop()
    expect(controller.stop).toHaveBeenCalledTimes(1)
  })
})
