'use client'

import { useAccount } from 'wagmi'
import { useBound } from '@/i18n/useBound'
import { activityTexts } from './texts'
import { useBatchRecords } from './useBatchRecords'
import { useTxRecords } from './useTxRecords'

/**
 * Under the account line: the connected account's recent transactions on the connected network (at most
 * 10 per chain are kept). The tab follows every pending one again wherever it is (transactions/ResumePending, loaded once a record waits).
 */
export default function AccountActivity() {
  const { address, chainId } = useAccount()
  const T = useBound(activityTexts)
  const mine = (r: { chainId: number; account: string }) => r.chainId === chainId && address !== undefined && r.account.toLowerCase() === address.toLowerCase()
  const records = useTxRecords().filter(mine)
  const batches = useBatchRecords().filter(mine)
  if (records.length === 0 && batches.length === 0) return null
  return (
    <section className="activity" data-testid="activity" aria-label={T.heading}>
      <h2 className="activity__heading">{T.heading}</h2>
      <ol>
        {records.map((record) => (
          <li key={record.hash} data-testid="activity-row" data-hash={record.hash} data-status={record.status}>
            <span>{record.description}</span>
            <span className="activity__status" role="status">{T.status[record.status]}</span>
          </li>
        ))}
        {batches.map((batch) => (
          <li key={`batch:${batch.id}`} data-testid="activity-row" data-batch-id={batch.id} data-status={batch.status}>
            <span>{batch.description}</span>
            <span className="activity__status" role="status">{T.status[batch.status]}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
