'use client'

import { DeploymentGate } from '@/onchain/DeploymentGate'
import { PurchaseForm } from './PurchaseForm'
import { useBound } from '@/i18n/useBound'
import { purchaseTexts } from './texts'

/** /purchase's wallet part (a wallet island, drawn inside the wallet providers once the stack has loaded). */
export default function PurchasePanel() {
  return (
    <DeploymentGate contract="sale" testId="purchase-panel" texts={useBound(purchaseTexts)}>
      {(context) => <PurchaseForm key={`${context.chain.id}:${context.account}`} {...context} />}
    </DeploymentGate>
  )
}
