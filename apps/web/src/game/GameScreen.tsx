'use client'

import { type GameState, type InputEntry, gameResult } from '@stardust/game'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { buttonOfKey, createControls } from './controls'
import { type GameLoop, createGameLoop } from './createGameLoop'
import { createRenderer } from './createRenderer'
import { GameApiError, type GameSession, startSession, submitResult } from './gameApi'
import { type Outcome, ResultPanel } from './ResultPanel'
import { StartPanel } from './StartPanel'
import { TouchControls } from './TouchControls'
import { formatSecondsLeft } from '@/i18n/format/dates'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { gameTexts } from './texts'
import { useGameAccount } from './useGameAccount'
import { useReducedMotion } from './useReducedMotion'

type Mode = 'practice' | 'stardust'
type Phase =
  | { kind: 'start'; error?: GameApiError }
  | { kind: 'starting' }
  | { kind: 'playing'; mode: Mode; paused: boolean }
  | { kind: 'submitting' }
  | { kind: 'result'; outcome: Outcome }

/** A practice seed: `?seed=` when given (to replay a shared game), else a random one. */
function practiceSeed(): string {
  const given = new URLSearchParams(window.location.search).get('seed')
  if (given && given.length <= 128) return given
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The /game-test page: start screen, the playing field with its controls, the result. */
export function GameScreen() {
  const GAME_TEXTS = useBound(gameTexts)
  const locale = useLocale()
  const bridge = useWalletBridge()
  const account = useGameAccount()
  const { reduced, ref: reducedRef } = useReducedMotion()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const controls = useMemo(createControls, [])
  const loopRef = useRef<GameLoop | null>(null)
  const sessionRef = useRef<{ mode: Mode; seed: string; session?: GameSession; token?: string }>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'start' })

  const submit = useCallback(async (outcome: Outcome) => {
    const current = sessionRef.current
    if (outcome.mode === 'practice' || !current?.session || !current.token) {
      setPhase({ kind: 'result', outcome })
      return
    }
    setPhase({ kind: 'submitting' })
    try {
      const credit = await submitResult(current.token, current.session.id, outcome.inputs)
      setPhase({ kind: 'result', outcome: { ...outcome, credit } })
    } catch (error) {
      const failure = error instanceof GameApiError ? error : new GameApiError('server', 'server', { retryable: true })
      setPhase({ kind: 'result', outcome: { ...outcome, error: failure } })
    }
  }, [])

  const onEnd = useCallback(
    (state: GameState, log: InputEntry[]) => {
      const current = sessionRef.current
      if (!current) return
      void submit({ mode: current.mode, seed: current.seed, inputs: log, result: gameResult(state) })
    },
    [submit],
  )

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const renderer = createRenderer(canvas, () => reducedRef.current, (seconds) => formatSecondsLeft(seconds, locale))
    const loop = createGameLoop({ renderer, controls, onEnd })
    loopRef.current = loop
    loop.preview('stardust')
    const onResize = () => renderer.resize()
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      loop.stop()
      loopRef.current = null
    }
  }, [controls, onEnd, reducedRef, locale])

  const play = useCallback(
    async (mode: Mode) => {
      const loop = loopRef.current
      if (!loop) return
      if (mode === 'practice') {
        const seed = practiceSeed()
        sessionRef.current = { mode, seed }
        setPhase({ kind: 'playing', mode, paused: false })
        loop.start(seed)
        return
      }
      if (!account) return
      setPhase({ kind: 'starting' })
      try {
        const session = await startSession(account.token)
        sessionRef.current = { mode, seed: session.seed, session, token: account.token }
        setPhase({ kind: 'playing', mode, paused: false })
        loop.start(session.seed)
      } catch (error) {
        setPhase({ kind: 'start', error: error instanceof GameApiError ? error : new GameApiError('server', 'server') })
      }
    },
    [account],
  )

  const setPaused = useCallback(
    (paused: boolean) => {
      loopRef.current?.setPaused(paused)
      setPhase((current) => (current.kind === 'playing' ? { ...current, paused } : current))
    },
    [],
  )

  const playing = phase.kind === 'playing'
  useEffect(() => {
    if (!playing) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyP' || event.code === 'Escape') {
        event.preventDefault()
        setPhase((current) => {
          if (current.kind !== 'playing') return current
          loopRef.current?.setPaused(!current.paused)
          return { ...current, paused: !current.paused }
        })
        return
      }
      const button = buttonOfKey(event.code)
      if (!button) return
      event.preventDefault()
      if (!event.repeat) controls.press(event.code, button)
    }
    const onKeyUp = (event: KeyboardEvent) => controls.release(event.code)
    // A hidden tab pauses; a lost focus only drops held keys (their keyup will not come).
    const onVisibility = () => document.visibilityState === 'hidden' && setPaused(true)
    const onBlur = () => controls.releaseAll()
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    window.addEventListener('blur', onBlur)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
      window.removeEventListener('blur', onBlur)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [playing, controls, setPaused])

  const retry = useCallback(() => {
    if (phase.kind === 'result') void submit({ ...phase.outcome, error: undefined })
  }, [phase, submit])

  return (
    <div className="game" data-phase={phase.kind}>
      <div className="game-stage">
        <canvas ref={canvasRef} className="game-canvas" role="img" aria-label={GAME_TEXTS.canvasLabel} data-testid="game-canvas" />
        {phase.kind === 'start' && (
          <StartPanel account={account} reducedMotion={reduced} error={phase.error} onPlay={(mode) => void play(mode)} onSignIn={bridge.requestConnect} />
        )}
        {phase.kind === 'starting' && <div className="game-panel" role="status">{GAME_TEXTS.starting}</div>}
        {phase.kind === 'submitting' && <div className="game-panel" role="status">{GAME_TEXTS.submitting}</div>}
        {phase.kind === 'playing' && phase.paused && (
          <div className="game-panel" role="status">
            <h2>{GAME_TEXTS.paused}</h2>
            <p className="game-muted">{GAME_TEXTS.pausedHint}</p>
            <button type="button" className="game-button primary" onClick={() => setPaused(false)}>
              {GAME_TEXTS.resume}
            </button>
          </div>
        )}
        {phase.kind === 'result' && (
          <ResultPanel outcome={phase.outcome} signedIn={account !== null} onPlay={(mode) => void play(mode)} onRetry={retry} onSignIn={bridge.requestConnect} />
        )}
      </div>
      <div className="game-toolbar">
        <TouchControls controls={controls} disabled={!playing || (phase.kind === 'playing' && phase.paused)} />
        {playing && (
          <button type="button" className="game-button" onClick={() => setPaused(!(phase.kind === 'playing' && phase.paused))}>
            {phase.kind === 'playing' && phase.paused ? GAME_TEXTS.resume : GAME_TEXTS.pause}
          </button>
        )}
      </div>
    </div>
  )
}
