import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { setViewport } from '../../test/viewport.js'
import { MotionProvider } from '../motion/MotionProvider.js'
import { Toast } from './Toast.js'

function renderToast(props: Parameters<typeof Toast>[0]) {
  const view = render(
    <MotionProvider>
      <Toast {...props} />
    </MotionProvider>,
  )
  return {
    ...view,
    rerenderToast: (next: Parameters<typeof Toast>[0]) =>
      view.rerender(
        <MotionProvider>
          <Toast {...next} />
        </MotionProvider>,
      ),
  }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('Toast', () => {
  test('default: a polite status region, empty without a message', () => {
    renderToast({ message: null })
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  test('behavior: empty and blank messages are ignored', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const { rerenderToast } = renderToast({ message: '', onClose })
    expect(screen.getByRole('status').textContent).toBe('')
    rerenderToast({ message: '   ', onClose })
    expect(screen.getByRole('status').textContent).toBe('')
    advance(10_000)
    expect(onClose).not.toHaveBeenCalled()
  })

  test('behavior: shows the message, closes after 3000 ms and calls onClose once', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    renderToast({ message: 'Copied!', onClose })
    expect(screen.getByRole('status').textContent).toContain('Copied!')
    advance(2999)
    expect(onClose).not.toHaveBeenCalled()
    advance(1)
    expect(onClose).toHaveBeenCalledTimes(1)
    advance(10_000)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: the toast leaves the page after closing', async () => {
    vi.useFakeTimers()
    renderToast({ message: 'Saved', duration: 500 })
    advance(500)
    // exit animation (0.3 s) then removal
    advance(1000)
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })

  test('parameters: duration', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    renderToast({ message: 'Hi', duration: 1000, onClose })
    advance(999)
    expect(onClose).not.toHaveBeenCalled()
    advance(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: hovering pauses the timer, leaving resumes it with the time left', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    renderToast({ message: 'Paused', onClose })
    advance(1000)
    const toast = screen.getByText('Paused').parentElement!
    fireEvent.mouseEnter(toast)
    advance(10_000)
    expect(onClose).not.toHaveBeenCalled()
    expect(toast.querySelector<HTMLElement>('.sd-toast__progress')?.style.animationPlayState).toBe('paused')
    fireEvent.mouseLeave(toast)
    advance(1999)
    expect(onClose).not.toHaveBeenCalled()
    advance(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: a new message restarts the full duration', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const { rerenderToast } = renderToast({ message: 'First', onClose })
    advance(2000)
    rerenderToast({ message: 'Second', onClose })
    advance(2000)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('Second')
    advance(1000)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: the previous toast\'s timer, due just as a new message arrives, does not close the new one', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const timers: (() => void)[] = []
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      timers.push(callback)
      return 0 as unknown as ReturnType<typeof setTimeout>
    }) as typeof setTimeout)
    const { rerenderToast } = renderToast({ message: 'Signed in', onClose })
    const firstTimeout = timers.at(-1)!
    rerenderToast({ message: 'Signed out of all accounts', onClose })
    // In a browser the first timeout can fire after the commit that shows the new message and before the
    // effect that clears it: called here after that commit, it must change nothing.
    act(() => firstTimeout())
    setTimeoutSpy.mockRestore()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain('Signed out of all accounts')
  })

  test('behavior: the same text again after onClose cleared it shows again', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    const { rerenderToast } = renderToast({ message: 'Again', onClose })
    advance(3000)
    rerenderToast({ message: null, onClose })
    rerenderToast({ message: 'Again', onClose })
    expect(screen.getByText('Again')).toBeTruthy()
    advance(3000)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  test('behavior: the progress bar fills over the duration', () => {
    renderToast({ message: 'Bar', duration: 4000 })
    const bar = document.querySelector<HTMLElement>('.sd-toast__progress')
    expect(bar?.style.animationDuration).toBe('4000ms')
    expect(bar?.style.animationPlayState).toBe('running')
  })

  test('behavior: reduced motion: no slide and no filling bar, same timing', () => {
    vi.useFakeTimers()
    setViewport({ reducedMotion: true })
    const onClose = vi.fn()
    renderToast({ message: 'Calm', onClose })
    const toast = screen.getByText('Calm').parentElement!
    expect(toast.style.transform).toBe('')
    expect(document.querySelector('.sd-toast__progress')).toBeNull()
    advance(3000)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('behavior: slides in from the right edge', () => {
    renderToast({ message: 'Slide' })
    // first frame: still off to the right (translateX), before the animation moves it in
    expect(screen.getByText('Slide').parentElement!.style.transform).toContain('translateX')
  })

  test('accessibility: no axe violations while shown', async () => {
    renderToast({ message: 'Accessible' })
    await expectNoAxeViolations()
  })
})

describe('Toast without MotionProvider', () => {
  test('behavior: still slides in (its own LazyMotion loads the features)', async () => {
    render(<Toast message="Alone" />)
    const toast = screen.getByText('Alone').parentElement!
    expect(toast.style.transform).toContain('translateX')
    await waitFor(() => expect(toast.style.transform).toMatch(/^(none|)$/))
  })

  test('behavior: reduced motion shows it at once', () => {
    setViewport({ reducedMotion: true })
    render(<Toast message="Now" />)
    const toast = screen.getByText('Now').parentElement!
    expect(toast.style.transform).toBe('')
    expect(toast.style.opacity).not.toBe('0')
  })
})
