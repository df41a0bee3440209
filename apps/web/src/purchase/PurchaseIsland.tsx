'use client'

import { lazy } from 'react'
import { FeatureIsland } from '@/onchain/FeatureIsland'
import { PURCHASE_TEXTS } from './texts'

const PurchasePanel = lazy(() => import('./PurchasePanel'))

/** Where /purchase's wallet part appears; a first-time visitor downloads none of it. */
export function PurchaseIsland() {
  return <FeatureIsland id="purchase-panel" Component={PurchasePanel} pitch={PURCHASE_TEXTS.connect} />
}
