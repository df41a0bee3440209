'use client'

import { lazy } from 'react'
import { FeatureIsland } from '@/onchain/FeatureIsland'
import { STAKE_TEXTS } from './texts'

const StakePanel = lazy(() => import('./StakePanel'))

/** Where /stake's wallet part appears; a first-time visitor downloads none of it. */
export function StakeIsland() {
  return <FeatureIsland id="stake-panel" Component={StakePanel} pitch={STAKE_TEXTS.connect} />
}
