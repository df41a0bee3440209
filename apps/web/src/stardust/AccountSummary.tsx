import { formatEntryTime, formatPoints } from './format'
import type { SyncState } from './useStardustAccount'
import type { StardustMe } from './stardustTypes'
import { useLocale } from '@/i18n/I18nProvider'
import { formatRank } from '@/i18n/format/amounts'
import { useBound } from '@/i18n/useBound'
import { stardustTexts } from './texts'

/** Balance, rank, today's game credit against the cap, and how the staking sync went. */
export function AccountSummary({ me, sync }: { me: StardustMe; sync: SyncState }) {
  const T = useBound(stardustTexts).account
  const locale = useLocale()
  const capReached = BigInt(me.gameToday.credited) >= BigInt(me.gameToday.cap)
  return (
    <>
      <dl>
        <div>
          <dt>{T.balance}</dt>
          <dd data-testid="stardust-balance" className="stardust-balance">
            {formatPoints(me.balance, locale)}
          </dd>
        </div>
        <div>
          <dt>{T.rank}</dt>
          <dd data-testid="stardust-rank">{me.rank === null ? T.unranked : formatRank(me.rank, locale)}</dd>
        </div>
        <div>
          <dt>{T.gameToday}</dt>
          <dd data-testid="stardust-game-today">{T.gameTodayValue(formatPoints(me.gameToday.credited, locale), formatPoints(me.gameToday.cap, locale))}</dd>
        </div>
      </dl>
      {me.rankAsOf && me.rank !== null ? (
        <p className="hint stardust-rank-as-of" data-testid="stardust-rank-as-of">
          {T.rankAsOf(formatEntryTime(me.rankAsOf, locale))}
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
  const S = useBound(stardustTexts).sync
  const locale = useLocale()
  if (sync.status === 'idle') return null
  let text: string = S.syncing
  if (sync.status === 'failed') text = S.failed
  else if (sync.status === 'done') text = sync.credited === '0' ? S.none : S.credited(formatPoints(sync.credited, locale))
  return (
    <p className="hint stardust-sync" role="status" data-testid="stardust-sync" data-state={sync.status}>
      {text}
    </p>
  )
}
