'use client'

import { DeploymentGate } from '@/onchain/DeploymentGate'
import { PurchaseForm } from './PurchaseForm'
import { PURCHASE_TEXTS } from './texts'

/** /purchase's wallet part (a wallet island, drawn inside the wallet providers once the stack has loaded). */
export default function PurchasePanel() {
  return (
    <DeploymentGate contract="sale" testId="purchase-panel" texts={PURCHASE_TEXTS}>
      {(context) => <PurchaseForm key={`${context.chain.id}:${context.account}`} {...context} />}
    </DeploymentGate>
  )
}
