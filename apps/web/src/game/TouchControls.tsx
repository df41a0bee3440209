'use client'

import { BUTTON_DASH, BUTTON_LEFT, BUTTON_RIGHT } from '@stardust/game'
import type { PointerEvent } from 'react'
import type { Controls } from './controls'
import { useBound } from '@/i18n/useBound'
import { gameTexts, type GameTexts } from './texts'

const pads = (GAME_TEXTS: GameTexts) => [
  { button: BUTTON_LEFT, label: GAME_TEXTS.left, symbol: '◀' },
  { button: BUTTON_DASH, label: GAME_TEXTS.dash, symbol: GAME_TEXTS.dash },
  { button: BUTTON_RIGHT, label: GAME_TEXTS.right, symbol: '▶' },
] as const

/** Hold-to-move pads under the field, for touch screens (and mice). */
export function TouchControls({ controls, disabled }: { controls: Controls; disabled: boolean }) {
  const GAME_TEXTS = useBound(gameTexts)
  function press(event: PointerEvent<HTMLButtonElement>, button: number) {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    controls.press(`pointer-${event.pointerId}`, button)
  }
  function release(event: PointerEvent<HTMLButtonElement>) {
    controls.release(`pointer-${event.pointerId}`)
  }
  return (
    // The pads follow the field, whose left is left in every language: never mirrored right to left.
    <div className="game-pads" dir="ltr">
      {pads(GAME_TEXTS).map((pad) => (
        <button
          key={pad.button}
          type="button"
          className="game-pad"
          aria-label={pad.label}
          disabled={disabled}
          tabIndex={-1}
          onPointerDown={(event) => press(event, pad.button)}
          onPointerUp={release}
          onPointerCancel={release}
          onLostPointerCapture={release}
          onContextMenu={(event) => event.preventDefault()}
        >
          {pad.symbol}
        </button>
      ))}
    </div>
  )
}
