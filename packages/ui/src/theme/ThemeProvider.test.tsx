import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { ProviderNotFoundError } from '../errors.js'
import { ThemeProvider } from './ThemeProvider.js'
import { ThemeScript } from './ThemeScript.js'
import { ThemeToggle } from './ThemeToggle.js'
import { themeInitScript } from './themeInitScript.js'
import { useTheme } from './useTheme.js'

function CurrentTheme() {
  return <output>{useTheme().theme}</output>
}

function renderTheme() {
  return render(
    <ThemeProvider>
      <CurrentTheme />
      <ThemeToggle />
    </ThemeProvider>,
  )
}

/** What a `storage` event from another tab looks like after it wrote the key. */
function otherTabWrites(value: string | null) {
  if (value === null) window.localStorage.removeItem('theme')
  else window.localStorage.setItem('theme', value)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: window.localStorage }))
  })
}

describe('theme', () => {
  test('default: dark, on <html> too', () => {
    renderTheme()
    expect(screen.getByRole('status').textContent).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Switch to light theme')
  })

  test('behavior: toggling persists in localStorage `theme` and sets <html>', () => {
    renderTheme()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(screen.getByRole('status').textContent).toBe('light')
    expect(window.localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.colorScheme).toBe('light')
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(window.localStorage.getItem('theme')).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  test('behavior: a stored choice is read at mount', () => {
    window.localStorage.setItem('theme', 'light')
    renderTheme()
    expect(screen.getByRole('status').textContent).toBe('light')
  })

  test('behavior: an unknown stored value means dark', () => {
    window.localStorage.setItem('theme', 'sepia')
    renderTheme()
    expect(screen.getByRole('status').textContent).toBe('dark')
  })

  test('behavior: a change in another tab reaches this one', () => {
    renderTheme()
    otherTabWrites('light')
    expect(screen.getByRole('status').textContent).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    otherTabWrites(null)
    expect(screen.getByRole('status').textContent).toBe('dark')
  })

  test('behavior: setTheme from useTheme', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    act(() => result.current.setTheme('light'))
    expect(result.current.theme).toBe('light')
    act(() => result.current.toggleTheme())
    expect(result.current.theme).toBe('dark')
  })

  test('behavior: server render is dark', () => {
    window.localStorage.setItem('theme', 'light')
    expect(renderToString(<ThemeProvider><CurrentTheme /></ThemeProvider>)).toContain('>dark<')
  })

  test('behavior: useTheme outside the provider throws ProviderNotFoundError', () => {
    const error = (() => {
      try {
        renderHook(() => useTheme())
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ProviderNotFoundError)
    expect((error as ProviderNotFoundError).code).toBe('provider_not_found')
  })

  test('accessibility: no axe violations on the toggle', async () => {
    renderTheme()
    await expectNoAxeViolations()
  })
})

describe('themeInitScript', () => {
  const run = () => new Function(themeInitScript)() as void

  test('behavior: sets a stored light theme before React runs', () => {
    window.localStorage.setItem('theme', 'light')
    run()
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.colorScheme).toBe('light')
  })

  test('behavior: dark without a stored value or with a wrong one', () => {
    run()
    expect(document.documentElement.dataset.theme).toBe('dark')
    window.localStorage.setItem('theme', 'LIGHT')
    run()
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  test('behavior: dark when storage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      run()
    } finally {
      Object.defineProperty(window, 'localStorage', original)
    }
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  test('ThemeScript renders it inline with the nonce', () => {
    const html = renderToString(<ThemeScript nonce="abc" />)
    expect(html).toContain('nonce="abc"')
    expect(html).toContain("localStorage.getItem(\"theme\")")
  })
})

describe('theme without storage', () => {
  test('behavior: still switches for this page when localStorage throws', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      renderTheme()
      expect(screen.getByRole('status').textContent).toBe('dark')
      fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
      expect(screen.getByRole('status').textContent).toBe('light')
      expect(document.documentElement.dataset.theme).toBe('light')
    } finally {
      Object.defineProperty(window, 'localStorage', original)
    }
  })
})
