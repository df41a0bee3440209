import { connection } from 'next/server'
import { Suspense } from 'react'
import { formatPoints, shortAccount } from './format'
import { loadLeaderboard } from './loadLeaderboard'
import { formatCount } from '@/i18n/format/amounts'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
/** Rows shown on the page (the API caps at 100). */
const LEADERBOARD_ROWS = 20

/** The top accounts, rendered on the server per request: a visitor sees it without any wallet code. */
export function Leaderboard({ locale }: { locale: Locale }) {
  const T = getMessages(locale).stardust.leaderboard
  // Streamed: a slow database (a full pool waits up to 5 s) never holds the page's shell.
  return (
    <Suspense
      fallback={
        <section className="status stardust-card" data-testid="stardust-leaderboard" data-state="loading" aria-busy="true">
          <h2>{T.heading}</h2>
        </section>
      }
    >
      <LeaderboardTable locale={locale} />
    </Suspense>
  )
}

async function LeaderboardTable({ locale }: { locale: Locale }) {
  const T = getMessages(locale).stardust.leaderboard
  await connection()
  const loaded = await loadLeaderboard(LEADERBOARD_ROWS)
  return (
    <section className="status stardust-card" aria-labelledby="stardust-leaderboard" data-testid="stardust-leaderboard" data-state={loaded.state}>
      <h2 id="stardust-leaderboard">{T.heading}</h2>
      {loaded.state === 'unavailable' ? (
        <p role="status">{T.unavailable}</p>
      ) : loaded.rows.length === 0 ? (
        <p className="hint">{T.empty}</p>
      ) : (
        <table className="stardust-leaderboard">
          <thead>
            <tr>
              <th scope="col">{T.rank}</th>
              <th scope="col">{T.account}</th>
              <th scope="col">{T.balance}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.rows.map((row) => (
              <tr key={row.account} data-testid="leaderboard-row" data-account={row.account}>
                <td>{formatCount(row.rank, locale)}</td>
                <td title={row.account}>
                  <code>{shortAccount(row.account)}</code>
                </td>
                <td>{formatPoints(row.balance, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
