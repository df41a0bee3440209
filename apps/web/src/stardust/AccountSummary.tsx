import { formatEntryTime, formatPoints } from './format'
import type { SyncState } from './useStardustAccount'
import type { StardustMe } from './stardustTypes'
import { STARDUST_TEXTS } from './texts'

const T = STARDUST_TEXTS.account

/** Balance, rank, today's game credit against the cap, and how the staking sync went. */
export function AccountSummary({ me, sync }: { me: StardustMe; sync: SyncState }) {
  const capReached = BigInt(me.gameToday.credited) >= BigInt(me.gameToday.cap)
  return (
    <>
      <dl>
        <div>
          <dt>{T.balance}</dt>
          <dd data-testid="stardust-balance" className="stardust-balance">
            {formatPoints(me.balance)}
          </dd>
        </div>
        <div>
          <dt>{T.rank}</dt>
          <dd data-testid="stardust-rank">{me.rank === null ? T.unranked : `#${me.rank.toLocaleString('en-US')}`}</dd>
        </div>
        <div>
          <dt>{T.gameToday}</dt>
          <dd data-testid="stardust-game-today">{T.gameTodayValue(formatPoints(me.gameToday.credited), formatPoints(me.gameToday.cap))}</dd>
        </div>
      </dl>
      {me.rankAsOf && me.rank !== null ? (
        <p className="hint stardust-rank-as-of" data-testid="stardust-rank-as-of">
          {T.rankAsOf(formatEntryTime(me.rankAsOf))}
        </p>
      ) : null}
      <meter
        className="stardust-cap"
        min={0}
        max={Number(me.gameToday.cap) || 1}
        value={Math.min(Number(me.gameToday.credited), Number(me.gameToday.cap))}
        aria-label={T.gameToday}
      />
      <p className="hint">{capReached ? T.gameTodayFull : T.gameTodayHint}</p>
      <SyncLine sync={sync} />
    </>
  )
}

function SyncLine({ sync }: { sync: SyncState }) {
  const S = STARDUST_TEXTS.sync
  if (sync.status === 'idle') return null
  let text: string = S.syncing
  if (sync.status === 'failed') text = S.failed
  else if (sync.status === 'done') text = sync.credited === '0' ? S.none : S.credited(formatPoints(sync.credited))
  return (
    <p className="hint stardust-sync" role="status" data-testid="stardust-sync" data-state={sync.status}>
      {text}
    </p>
  )
}
