'use client'

import type { GameApiError } from './gameApi'
import type { StoredSession } from './storedSession'
import { useBound } from '@/i18n/useBound'
import { gameErrorText, gameTexts } from './texts'

export type StartPanelProps = {
  account: StoredSession | null
  reducedMotion: boolean
  error: GameApiError | undefined
  onPlay(mode: 'practice' | 'stardust'): void
  onSignIn(): void
}

/** Before a game: how to play, and the two ways to play (for Stardust when signed in, practice always). */
export function StartPanel({ account, reducedMotion, error, onPlay, onSignIn }: StartPanelProps) {
  const GAME_TEXTS = useBound(gameTexts)
  return (
    <div className="game-panel" data-testid="game-start">
      <h2>{GAME_TEXTS.title}</h2>
      <p>{GAME_TEXTS.intro}</p>
      <p className="game-muted">{GAME_TEXTS.controlsKeys}</p>
      <p className="game-muted">{GAME_TEXTS.controlsTouch}</p>
      {reducedMotion && <p className="game-muted">{GAME_TEXTS.reducedMotion}</p>}
      <p className="game-note">{account ? GAME_TEXTS.signedInAs(account.address) : GAME_TEXTS.signInToEarn}</p>
      {error && (
        <p className="game-error" role="alert" data-testid="game-error">
          {gameErrorText(error, GAME_TEXTS)}
        </p>
      )}
      <div className="game-actions">
        {account ? (
          <button type="button" className="game-button primary" onClick={() => onPlay('stardust')} data-testid="game-play-stardust">
            {GAME_TEXTS.playForStardust}
          </button>
        ) : (
          <button type="button" className="game-button primary" onClick={onSignIn}>
            {GAME_TEXTS.connect}
          </button>
        )}
        <button type="button" className="game-button" onClick={() => onPlay('practice')} data-testid="game-practice">
          {GAME_TEXTS.practice}
        </button>
      </div>
      <p className="game-muted small">{GAME_TEXTS.practiceNote}</p>
    </div>
  )
}
