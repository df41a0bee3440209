'use client'

import { IntentLink } from '@/page-parts/IntentLink'
import { formatEntryTime, formatPoints } from './format'
import { entrySource } from './entrySource'
import type { StardustApiError } from './stardustApi'
import type { StardustEntry } from './stardustTypes'
import { useLocale } from '@/i18n/I18nProvider'
import { useBound } from '@/i18n/useBound'
import { stardustTexts } from './texts'

export type HistoryProps = {
  entries: StardustEntry[]
  hasMore: boolean
  more: 'idle' | 'loading' | StardustApiError
  onMore: () => void
  /** Chain names by id, from the server (@stardust/chains would bring viem into this page's first load). */
  chainNames: Readonly<Record<number, string>>
}

/** The account's ledger entries, newest first; each links to where its Stardust came from. */
export function History({ entries, hasMore, more, onMore, chainNames }: HistoryProps) {
  const texts = useBound(stardustTexts)
  const T = texts.history
  const locale = useLocale()
  const chainName = (chainId: number) => chainNames[chainId] ?? `chain ${chainId}`
  return (
    <section className="status stardust-card" aria-labelledby="stardust-history" data-testid="stardust-history">
      <h2 id="stardust-history">{T.heading}</h2>
      {entries.length === 0 ? (
        <p className="hint">{T.empty}</p>
      ) : (
        <ol className="stardust-history">
          {entries.map((entry) => {
            const source = entrySource(entry, chainName, texts, locale)
            return (
              <li key={entry.id} data-testid="stardust-entry" data-source={entry.source}>
                <span className="stardust-entry-amount">+{formatPoints(entry.amount, locale)}</span>
                <IntentLink
                  href={source.href}
                  title={source.title}
                  className="stardust-entry-source"
                  {...(source.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {source.label}
                </IntentLink>
                <time dateTime={entry.createdAt} className="stardust-entry-time">
                  {formatEntryTime(entry.createdAt, locale)}
                </time>
              </li>
            )
          })}
        </ol>
      )}
      {typeof more === 'object' && (
        <p role="alert" className="tx-error">
          {texts.errors[more.kind === 'sign-in' ? 'signIn' : more.kind]}
        </p>
      )}
      {hasMore && (
        <button type="button" className="secondary-button stardust-more" onClick={onMore} disabled={more === 'loading'}>
          {more === 'loading' ? T.loadingMore : T.more}
        </button>
      )}
    </section>
  )
}
