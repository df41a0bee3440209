'use client'

import { DeploymentGate } from '@/onchain/DeploymentGate'
import { StakePosition } from './StakePosition'
import { useBound } from '@/i18n/useBound'
import { stakeTexts } from './texts'

/** /stake's wallet part (a wallet island, drawn inside the wallet providers once the stack has loaded). */
export default function StakePanel() {
  return (
    <DeploymentGate contract="staking" testId="stake-panel" tickMs={1000} texts={useBound(stakeTexts)}>
      {(context) => <StakePosition key={`${context.chain.id}:${context.account}`} {...context} />}
    </DeploymentGate>
  )
}
