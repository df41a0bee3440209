'use client'

import type { GameResult, InputLog } from '@stardust/game'
import { IntentLink } from '@/page-parts/IntentLink'
import type { GameApiError, GameCredit } from './gameApi'
import { useBound } from '@/i18n/useBound'
import { gameErrorText, gameTexts } from './texts'

export type Outcome = {
  mode: 'practice' | 'stardust'
  seed: string
  inputs: InputLog
  result: GameResult
  credit?: GameCredit
  error?: GameApiError
}

export type ResultPanelProps = {
  outcome: Outcome
  signedIn: boolean
  onPlay(mode: 'practice' | 'stardust'): void
  onRetry(): void
  onSignIn(): void
}

/** The end of a game: the score, and for a Stardust game what the server credited or why not. */
export function ResultPanel({ outcome, signedIn, onPlay, onRetry, onSignIn }: ResultPanelProps) {
  const GAME_TEXTS = useBound(gameTexts)
  const { result, credit, error, mode } = outcome
  const replay = `data:application/json,${encodeURIComponent(JSON.stringify({ seed: outcome.seed, inputs: outcome.inputs, result }))}`
  const score = credit?.score ?? result.score
  return (
    <div className="game-panel" role="status" data-testid="game-result">
      <h2>{GAME_TEXTS.resultTitle}</h2>
      <p className="game-muted">{result.endReason === 'time' ? GAME_TEXTS.endedTime : GAME_TEXTS.endedCrashed}</p>
      <dl className="game-figures">
        <div>
          <dt>{GAME_TEXTS.score}</dt>
          <dd data-testid="game-score">{score}</dd>
        </div>
        {credit && (
          <>
            <div>
              <dt>{GAME_TEXTS.stardustEarned}</dt>
              <dd data-testid="game-stardust">{credit.stardust}</dd>
            </div>
            <div>
              <dt>{GAME_TEXTS.balance}</dt>
              <dd data-testid="game-balance">{credit.balance}</dd>
            </div>
          </>
        )}
      </dl>
      {mode === 'practice' && <p className="game-muted">{GAME_TEXTS.practiceResult}</p>}
      {credit && <p className="game-muted">{GAME_TEXTS.verified}</p>}
      {credit && credit.stardust === '0' && credit.score > 0 && <p className="game-note">{GAME_TEXTS.capReached}</p>}
      {error && (
        <p className="game-error" role="alert" data-testid="game-error">
          {gameErrorText(error, GAME_TEXTS)}
        </p>
      )}
      <div className="game-actions">
        {error?.retryable && (
          <button type="button" className="game-button primary" onClick={onRetry}>
            {GAME_TEXTS.retry}
          </button>
        )}
        {error?.needsSignIn && (
          <button type="button" className="game-button primary" onClick={onSignIn}>
            {GAME_TEXTS.connect}
          </button>
        )}
        {signedIn && (
          <button type="button" className="game-button primary" onClick={() => onPlay('stardust')}>
            {GAME_TEXTS.playForStardust}
          </button>
        )}
        <button type="button" className="game-button" onClick={() => onPlay('practice')} data-testid="game-practice-again">
          {mode === 'practice' ? GAME_TEXTS.practiceAgain : GAME_TEXTS.practice}
        </button>
        <a className="game-button" href={replay} download="stardust-replay.json" data-testid="game-replay">
          {GAME_TEXTS.saveReplay}
        </a>
        {credit && (
          <IntentLink className="game-button" href="/stardust">
            {GAME_TEXTS.seeStardust}
          </IntentLink>
        )}
      </div>
    </div>
  )
}
