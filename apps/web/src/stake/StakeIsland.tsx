'use client'

import { lazy } from 'react'
import { FeatureIsland } from '@/onchain/FeatureIsland'
import { useMessages } from '@/i18n/I18nProvider'

const StakePanel = lazy(() => import('./StakePanel'))

/** Where /stake's wallet part appears; a first-time visitor downloads none of it. */
export function StakeIsland() {
  return <FeatureIsland id="stake-panel" Component={StakePanel} pitch={useMessages().stake.connect} />
}
