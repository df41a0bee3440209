import type { ReactNode } from 'react'
import { chainName } from './chainName'
import { formatAge, formatBlock } from './format'
import type { HomeFigures } from './loadHomeFigures'
import type { Locale } from '@/i18n/locales'
import type { OnchainTexts } from './texts'

export type FiguresCardProps<T extends { blockNumber: bigint }> = {
  heading: string
  feature: string
  testId: string
  loaded: HomeFigures<T>
  locale: Locale
  /** The on-chain texts in the page's language (the server's onchainTexts of its catalog). */
  texts: OnchainTexts
  children: (figures: T) => ReactNode
}

/** A server-rendered card of public figures, or the plain reason there are none: never made-up numbers. */
export function FiguresCard<T extends { blockNumber: bigint }>({ heading, feature, testId, loaded, locale, texts: ONCHAIN_TEXTS, children }: FiguresCardProps<T>) {
  return (
    <section className="status figures" data-testid={testId} data-state={loaded.state === 'ready' && loaded.late ? 'late' : loaded.state}>
      <h2>{heading}</h2>
      {loaded.state === 'not-deployed' && <p>{ONCHAIN_TEXTS.notDeployed(feature)}</p>}
      {loaded.state === 'unavailable' && <p role="status">{ONCHAIN_TEXTS.unavailable}</p>}
      {loaded.state === 'ready' && (
        <>
          <dl>{children(loaded.figures)}</dl>
          <p className="figures-source">
            {ONCHAIN_TEXTS.onNetwork(chainName(loaded.chainId))} {formatBlock(loaded.figures.blockNumber, locale)}
            {loaded.late && <span data-testid="figures-age">{ONCHAIN_TEXTS.lateAge(formatAge(Date.now() - loaded.readAt, locale))}</span>}
          </p>
        </>
      )}
    </section>
  )
}

/** One row of a figures card. */
export function Figure({ label, value, testId, title }: { label: string; value: string; testId: string; title?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} title={title}>
        {/* An amount, date or address keeps its own direction inside a right-to-left page. */}
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
}

/** What a figures card shows while the server reads the chain (the page's shell is already sent). */
export function FiguresCardLoading({ heading, testId, texts: ONCHAIN_TEXTS }: { heading: string; testId: string; texts: OnchainTexts }) {
  return (
    <section className="status figures" data-testid={testId} data-state="loading" aria-busy="true">
      <h2>{heading}</h2>
      <p role="status">{ONCHAIN_TEXTS.loading}</p>
    </section>
  )
}
