import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { setViewport } from '../../test/viewport.js'
import { useBreakpoint } from './useBreakpoint.js'

describe('useBreakpoint', () => {
  test('default: 800 px; true below, false from 800 up', () => {
    setViewport({ width: 799 })
    const { result } = renderHook(() => useBreakpoint())
    expect(result.current).toBe(true)
    act(() => setViewport({ width: 800 }))
    expect(result.current).toBe(false)
    act(() => setViewport({ width: 320 }))
    expect(result.current).toBe(true)
  })

  test('parameters: px', () => {
    setViewport({ width: 767 })
    const { result } = renderHook(() => useBreakpoint(768))
    expect(result.current).toBe(true)
    act(() => setViewport({ width: 768 }))
    expect(result.current).toBe(false)
  })

  test('behavior: undefined in server rendering', () => {
    function Probe() {
      return <span>{String(useBreakpoint())}</span>
    }
    expect(renderToString(<Probe />)).toBe('<span>undefined</span>')
  })
})
