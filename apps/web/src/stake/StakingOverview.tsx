import { connection } from 'next/server'
import { Suspense } from 'react'
import { FiguresCard, FiguresCardLoading, Figure } from '@/onchain/FiguresCard'
import { formatAmount, formatBasisPoints, formatChainTime } from '@/onchain/format'
import { loadHomeFigures } from '@/onchain/loadHomeFigures'
import { readStakingFigures, type StakingFigures } from '@/onchain/stakingFigures'
import type { Locale } from '@/i18n/locales'
import { CATALOGS } from '@/i18n/messages/catalogs'
import { onchainTexts } from '@/onchain/texts'

/** The pool's public figures, rendered on the server: a visitor sees them without any wallet code. */
export function StakingOverview({ locale }: { locale: Locale }) {
  const texts = onchainTexts(CATALOGS[locale])
  const T = texts.stake
  // Streamed: the page's shell goes out at once; the figures follow within the read budget (sharedRead).
  return (
    <Suspense fallback={<FiguresCardLoading heading={T.heading} testId="staking-figures" texts={texts} />}>
      <StakingFiguresCard locale={locale} />
    </Suspense>
  )
}

async function StakingFiguresCard({ locale }: { locale: Locale }) {
  const texts = onchainTexts(CATALOGS[locale])
  const T = texts.stake
  await connection() // per request: the figures are the chain's, now
  const loaded = await loadHomeFigures<StakingFigures>('staking', (deployment, client) =>
    readStakingFigures(client, deployment.chainId, deployment.staking!),
  )
  return (
    <FiguresCard heading={T.heading} feature={T.feature} testId="staking-figures" loaded={loaded} locale={locale} texts={texts}>
      {(f) => (
        <>
          <Figure label={T.totalStaked} value={`${formatAmount(f.totalStaked, { locale })} STAR`} testId="total-staked" />
          <Figure
            label={T.apr}
            value={f.aprBps === undefined ? T.aprNone : formatBasisPoints(f.aprBps, locale)}
            title={f.aprBps === undefined ? T.aprNoneHint : undefined}
            testId="apr"
          />
          <Figure label={T.periodEnds} value={f.periodFinish > f.blockTime ? formatChainTime(f.periodFinish, locale) : T.ended} testId="period-finish" />
          <Figure label={T.fundedUntil} value={formatChainTime(f.fundedUntil, locale)} testId="funded-until" />
        </>
      )}
    </FiguresCard>
  )
}
