import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { domAnimation, m } from 'motion/react'
import { describe, expect, test } from 'vitest'
import { MotionProvider } from './MotionProvider.js'
import type { MotionFeatures } from './MotionProvider.js'

// Its own file: motion registers features globally, and a full `motion.div` rendered by
// another test would load the gestures for every component after it.
describe('MotionProvider features', () => {
  const hoverBox = (features?: MotionFeatures) => (
    <MotionProvider features={features}>
      <m.div data-testid="box" initial={{ opacity: 0.5 }} animate={{ opacity: 1 }} whileHover={{ opacity: 0.2 }} transition={{ duration: 0 }} />
    </MotionProvider>
  )
  async function hover(): Promise<HTMLElement> {
    const box = screen.getByTestId('box')
    await waitFor(() => expect(box.style.opacity).toBe('1'))
    fireEvent.pointerEnter(box)
    return box
  }

  test('default: domMin animates and exits but has no gestures (the shell needs none)', async () => {
    render(hoverBox())
    const box = await hover()
    // time for a hover gesture, if loaded, to run its (instant) animation
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(box.style.opacity).toBe('1')
  })

  test('parameters: features: domAnimation brings the gestures', async () => {
    render(hoverBox(() => Promise.resolve(domAnimation)))
    const box = await hover()
    await waitFor(() => expect(box.style.opacity).toBe('0.2'))
  })
})
