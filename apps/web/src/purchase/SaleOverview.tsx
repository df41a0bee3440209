import { connection } from 'next/server'
import { Suspense } from 'react'
import { nativeSymbol } from '@/onchain/chainName'
import { FiguresCard, FiguresCardLoading, Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatChainTime } from '@/onchain/format'
import { loadHomeFigures } from '@/onchain/loadHomeFigures'
import { readSaleFigures, type SaleFigures } from '@/onchain/saleFigures'
import { ONCHAIN_TEXTS } from '@/onchain/texts'

const T = ONCHAIN_TEXTS.purchase

/** The sale's public figures, rendered on the server: a visitor sees them without any wallet code. */
export function SaleOverview() {
  // Streamed: the page's shell goes out at once; the figures follow within the read budget (sharedRead).
  return (
    <Suspense fallback={<FiguresCardLoading heading={T.heading} testId="sale-figures" />}>
      <SaleFiguresCard />
    </Suspense>
  )
}

async function SaleFiguresCard() {
  await connection()
  const loaded = await loadHomeFigures<SaleFigures>('sale', (deployment, client) => readSaleFigures(client, deployment.chainId, deployment.sale!))
  return (
    <FiguresCard heading={T.heading} feature={T.feature} testId="sale-figures" loaded={loaded}>
      {(f) => (
        <>
          <Figure label={T.price} value={`${formatAmount(f.price, { maxFraction: 8 })} ${nativeSymbol(f.chainId)}`} testId="sale-price" />
          <Figure label={T.remaining} value={`${formatAmount(f.remaining)} STAR`} testId="sale-remaining" />
          <Figure label={T.walletCap} value={`${formatAmount(f.walletCap)} STAR`} testId="sale-wallet-cap" />
          <Figure label={T.window} value={f.paused ? T.paused : T.phase[f.phase]} testId="sale-phase" />
          <Figure
            label={f.phase === 'not-started' ? T.startsAt : f.phase === 'open' ? T.endsAt : T.endedAt}
            value={formatChainTime(f.phase === 'not-started' ? f.startTime : f.endTime)}
            testId="sale-time"
          />
        </>
      )}
    </FiguresCard>
  )
}
