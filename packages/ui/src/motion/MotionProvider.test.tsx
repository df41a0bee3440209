import { render, screen, waitFor } from '@testing-library/react'
import { m, motion } from 'motion/react'
import { describe, expect, test } from 'vitest'
import { MotionProvider } from './MotionProvider.js'

describe('MotionProvider', () => {
  test('default: m components animate once the lazy features arrive', async () => {
    render(
      <MotionProvider>
        <m.div data-testid="box" initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: 0.01 }} />
      </MotionProvider>,
    )
    expect(screen.getByTestId('box').style.opacity).toBe('0')
    await waitFor(() => expect(screen.getByTestId('box').style.opacity).toBe('1'))
  })

  test('behavior: strict: the full `motion` component is refused inside', () => {
    expect(() =>
      render(
        <MotionProvider>
          <motion.div />
        </MotionProvider>,
      ),
    ).toThrow()
  })
})
