import { connection } from 'next/server'
import { Suspense } from 'react'
import { nativeSymbol } from '@/onchain/chainName'
import { FiguresCard, FiguresCardLoading, Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatChainTime } from '@/onchain/format'
import { loadHomeFigures } from '@/onchain/loadHomeFigures'
import { readSaleFigures, type SaleFigures } from '@/onchain/saleFigures'
import type { Locale } from '@/i18n/locales'
import { CATALOGS } from '@/i18n/messages/catalogs'
import { onchainTexts } from '@/onchain/texts'

/** The sale's public figures, rendered on the server: a visitor sees them without any wallet code. */
export function SaleOverview({ locale }: { locale: Locale }) {
  const texts = onchainTexts(CATALOGS[locale])
  const T = texts.purchase
  // Streamed: the page's shell goes out at once; the figures follow within the read budget (sharedRead).
  return (
    <Suspense fallback={<FiguresCardLoading heading={T.heading} testId="sale-figures" texts={texts} />}>
      <SaleFiguresCard locale={locale} />
    </Suspense>
  )
}

async function SaleFiguresCard({ locale }: { locale: Locale }) {
  const texts = onchainTexts(CATALOGS[locale])
  const T = texts.purchase
  await connection()
  const loaded = await loadHomeFigures<SaleFigures>('sale', (deployment, client) => readSaleFigures(client, deployment.chainId, deployment.sale!))
  return (
    <FiguresCard heading={T.heading} feature={T.feature} testId="sale-figures" loaded={loaded} locale={locale} texts={texts}>
      {(f) => (
        <>
          <Figure label={T.price} value={`${formatAmount(f.price, { maxFraction: 8, locale })} ${nativeSymbol(f.chainId)}`} testId="sale-price" />
          <Figure label={T.remaining} value={`${formatAmount(f.remaining, { locale })} STAR`} testId="sale-remaining" />
          <Figure label={T.walletCap} value={`${formatAmount(f.walletCap, { locale })} STAR`} testId="sale-wallet-cap" />
          <Figure label={T.window} value={f.paused ? T.paused : T.phase[f.phase]} testId="sale-phase" />
          <Figure
            label={f.phase === 'not-started' ? T.startsAt : f.phase === 'open' ? T.endsAt : T.endedAt}
            value={formatChainTime(f.phase === 'not-started' ? f.startTime : f.endTime, locale)}
            testId="sale-time"
          />
        </>
      )}
    </FiguresCard>
  )
}
