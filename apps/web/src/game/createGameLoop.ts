import { GAME_TICK_HZ, type GameState, type InputEntry, appendInput, createGame, step } from '@stardust/game'
import type { Controls } from './controls'
import type { Renderer } from './createRenderer'

const TICK_MS = 1000 / GAME_TICK_HZ
/** A stalled frame (debugger, busy tab) catches up at most this much: the game falls behind, never ahead. */
const MAX_FRAME_MS = 250

export type GameLoop = {
  start(seed: string): void
  setPaused(paused: boolean): void
  /** Draws a still frame (the start screen's field). */
  preview(seed: string): void
  stop(): void
}

export type CreateGameLoopParameters = {
  renderer: Renderer
  controls: Controls
  /** Called once when the game ends, with the finished state and its input log. */
  onEnd(state: GameState, log: InputEntry[]): void
}

/**
 * Runs the core at exactly 60 ticks per second of real time whatever the frame rate (a fixed
 * step with an accumulator), recording each tick's buttons, so the log replays to what was drawn.
 */
export function createGameLoop({ renderer, controls, onEnd }: CreateGameLoopParameters): GameLoop {
  let state: GameState | undefined
  let log: InputEntry[] = []
  let frameId = 0
  let last = 0
  let carry = 0
  let paused = false

  function frame(now: number) {
    const current = state
    if (!current) return
    const elapsed = Math.min(now - last, MAX_FRAME_MS)
    last = now
    if (!paused) {
      carry += elapsed
      while (carry >= TICK_MS && !current.over) {
        const buttons = controls.sample()
        appendInput(log, current.tick, buttons)
        step(current, buttons)
        renderer.afterStep(current)
        carry -= TICK_MS
      }
    }
    renderer.draw(current)
    if (current.over) {
      state = undefined
      onEnd(current, log)
      return
    }
    frameId = requestAnimationFrame(frame)
  }

  function cancel() {
    cancelAnimationFrame(frameId)
    frameId = 0
  }

  return {
    start(seed) {
      cancel()
      state = createGame(seed)
      log = []
      carry = 0
      paused = false
      controls.releaseAll()
      last = performance.now()
      renderer.draw(state)
      frameId = requestAnimationFrame(frame)
    },
    setPaused(value) {
      if (paused === value) return
      paused = value
      controls.releaseAll()
      // Resuming must not count the paused time as play.
      last = performance.now()
      carry = 0
    },
    preview(seed) {
      renderer.draw(createGame(seed))
    },
    stop() {
      cancel()
      state = undefined
    },
  }
}
