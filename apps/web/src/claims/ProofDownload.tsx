'use client'

import { useBound } from '@/i18n/useBound'
import { claimTexts } from './texts'
import type { ClaimTarget } from './claimTarget'
import { proofFile } from './proofFile'

export type ProofDownloadProps = { target: ClaimTarget; account: string; amount: bigint; proof: readonly string[]; deadline: number }

/** Saves the proof with the contract address, so the claim can be sent from a block explorer without this site. */
export function ProofDownload({ target, account, amount, proof, deadline }: ProofDownloadProps) {
  const CLAIM_TEXTS = useBound(claimTexts)
  const download = () => {
    if (!target.contract) return
    const { name, text } = proofFile({ chainId: target.chainId, chainName: target.chainName, contract: target.contract, account, amount, proof, deadline, howTo: CLAIM_TEXTS.proofHowTo })
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = name
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <div className="claim-proof">
      <button type="button" className="secondary-button" data-testid="claim-proof" onClick={download}>
        {CLAIM_TEXTS.downloadProof}
      </button>
      {target.explorerUrl && target.contract ? (
        <a href={`${target.explorerUrl}/address/${target.contract}`} target="_blank" rel="noopener noreferrer">
          {CLAIM_TEXTS.contractLine}
        </a>
      ) : null}
    </div>
  )
}
