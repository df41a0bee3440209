'use client'

import { BUTTON_DASH, BUTTON_LEFT, BUTTON_RIGHT } from '@stardust/game'
import type { PointerEvent } from 'react'
import type { Controls } from './controls'
import { GAME_TEXTS } from './texts'

const PADS = [
  { button: BUTTON_LEFT, label: GAME_TEXTS.left, symbol: '◀' },
  { button: BUTTON_DASH, label: GAME_TEXTS.dash, symbol: GAME_TEXTS.dash },
  { button: BUTTON_RIGHT, label: GAME_TEXTS.right, symbol: '▶' },
] as const

/** Hold-to-move pads under the field, for touch screens (and mice). */
export function TouchControls({ controls, disabled }: { controls: Controls; disabled: boolean }) {
  function press(event: PointerEvent<HTMLButtonElement>, button: number) {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    controls.press(`pointer-${event.pointerId}`, button)
  }
  function release(event: PointerEvent<HTMLButtonElement>) {
    controls.release(`pointer-${event.pointerId}`)
  }
  return (
    <div className="game-pads">
      {PADS.map((pad) => (
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
