import { BUTTON_DASH, BUTTON_LEFT, BUTTON_RIGHT } from '@stardust/game'

const KEY_BUTTONS: Record<string, number> = {
  ArrowLeft: BUTTON_LEFT,
  KeyA: BUTTON_LEFT,
  ArrowRight: BUTTON_RIGHT,
  KeyD: BUTTON_RIGHT,
  Space: BUTTON_DASH,
  ArrowUp: BUTTON_DASH,
  KeyW: BUTTON_DASH,
}

export function buttonOfKey(code: string): number {
  return KEY_BUTTONS[code] ?? 0
}

export type Controls = {
  /** A source (a key code, a touch button) starts or stops holding `button`. */
  press(source: string, button: number): void
  release(source: string): void
  releaseAll(): void
  /**
   * The buttons for the next tick: everything held, plus anything pressed and released since the
   * last tick (a tap shorter than 1/60 s still counts once).
   */
  sample(): number
}

export function createControls(): Controls {
  const held = new Map<string, number>()
  let tapped = 0
  const heldMask = () => {
    let mask = 0
    for (const button of held.values()) mask |= button
    return mask
  }
  return {
    press(source, button) {
      held.set(source, button)
      tapped |= button
    },
    release(source) {
      held.delete(source)
    },
    releaseAll() {
      held.clear()
      tapped = 0
    },
    sample() {
      const mask = heldMask() | tapped
      tapped = 0
      return mask
    },
  }
}
