'use client'

import { lazy } from 'react'
import { FeatureIsland } from '@/onchain/FeatureIsland'
import { useMessages } from '@/i18n/I18nProvider'

const PurchasePanel = lazy(() => import('./PurchasePanel'))

/** Where /purchase's wallet part appears; a first-time visitor downloads none of it. */
export function PurchaseIsland() {
  return <FeatureIsland id="purchase-panel" Component={PurchasePanel} pitch={useMessages().purchase.connect} />
}
