import { isActionKey } from '../actionKeys'
import { loadEvidence, type StoredEvidence } from '../outcome/evidence'
import { createRecordList, type KeyValueStorage, TX_STATUSES, type TxStatus } from '../recordList'
import { UNANSWERED_RECORDS_KEY } from './constants'
import { FINDINGS, type Finding } from './finding'
import { isBatchCall, type BatchCall } from './batchCall'
import { isIntent, type Intent } from './intent'

/**
 * A request written before the wallet opens, kept until the wallet answers (then the transaction or batch
 * record takes over) or the chain says what became of it: a reload while the wallet is silent leaves the
 * reloaded page the account's nonce and block before the request, and the evidence to read (evidence.ts).
 * A batch has evidence; a single transaction has its intent (contract and selector, looked for among the
 * account's transactions) and the block before the request, and evidence where the page has a read for it.
 */
export type UnansweredRecord = {
  /** This browser's name for the request (the wallet gave none). */
  key: string
  chainId: number
  account: `0x${string}`
  description: string
  status: TxStatus
  /** ms since epoch */
  addedAt: number
  /** The account's pending nonce just before the request. */
  nonce: number
  evidence?: StoredEvidence | undefined
  /** A single transaction's target and selector (intent.ts), and the latest block before the request (a batch's too). */
  intent?: Intent | undefined
  block?: number | undefined
  /** A batch's last call, whole (batchCall.ts): what a late answer to it is looked for by (lateBatch.ts). */
  lastCall?: BatchCall | undefined
  action?: string
  /** The tab that asked (askedWhere.ts), for the words: this page, this tab before a reload, or another tab. */
  tab?: string | undefined
  /** What the chain showed, once settled. */
  finding?: Exclude<Finding, 'in-flight'>
}

const isBlock = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0

const isRecord = (value: unknown): value is UnansweredRecord => {
  const r = value as Partial<UnansweredRecord> | null
  return (
    typeof r === 'object' && r !== null && typeof r.key === 'string' && r.key.length > 0 && r.key.length <= 100 && Number.isSafeInteger(r.chainId) &&
    typeof r.account === 'string' && /^0x[0-9a-fA-F]{40}$/.test(r.account) && typeof r.description === 'string' && TX_STATUSES.includes(r.status as string) &&
    typeof r.addedAt === 'number' && Number.isSafeInteger(r.nonce) && (r.tab === undefined || (typeof r.tab === 'string' && r.tab.length <= 100)) && (r.nonce as number) >= 0 && isActionKey(r.action) &&
    // A batch is found by its evidence; a single transaction by its intent from its block on (evidence optional).
    (r.intent === undefined ? loadEvidence(r.evidence) !== undefined && (r.lastCall === undefined || isBatchCall(r.lastCall)) && (r.block === undefined || isBlock(r.block))
      : isIntent(r.intent) && isBlock(r.block) && (r.evidence === undefined || loadEvidence(r.evidence) !== undefined)) &&
    (r.finding === undefined || (FINDINGS.includes(r.finding) && (r.finding as string) !== 'in-flight'))
  )
}

/** The site's unanswered requests in localStorage (newest first); bad or foreign data is ignored, never thrown. */
export function createUnansweredRecords(storage: KeyValueStorage, key = UNANSWERED_RECORDS_KEY) {
  const records = createRecordList(storage, key, isRecord, (a, b) => a.key === b.key)
  const isIt = (k: string) => (r: UnansweredRecord) => r.key === k
  return {
    all: records.all,
    add(record: Omit<UnansweredRecord, 'status' | 'addedAt' | 'finding'>): void {
      records.add({ ...record, status: 'pending', addedAt: Date.now() })
    },
    /** The chain showed what became of it; a settled record keeps its first finding. */
    settle(k: string, finding: Exclude<Finding, 'in-flight'>, status: Exclude<TxStatus, 'pending'>): void {
      records.settle(isIt(k), { status, finding })
    },
    /**
     * The flow that asked gave up on it without a transaction found (nothing went out, or another one did): kept,
     * settled without a finding (no words, nothing in flight), so a later send of the same call looks for a late answer first (lateAnswer.ts).
     */
    lapsed(k: string): void {
      records.settle(isIt(k), { status: 'cancelled' })
    },
    /** A look for its late answer read every block before `block` and found none: the next look starts there (lateAnswer.ts). */
    searched(k: string, block: number): void {
      records.update((r) => r.key === k && r.status !== 'pending', { block })
    },
    /** The wallet answered after all (refused, or gave a hash or an id that its own record follows): nothing left to find out. */
    answered(k: string): void {
      records.remove(isIt(k))
    },
    subscribe: records.subscribe,
  }
}

export type UnansweredRecords = ReturnType<typeof createUnansweredRecords>

let site: UnansweredRecords | undefined

/** The browser's one store of unanswered requests (localStorage), created on first use. */
export function siteUnansweredRecords(): UnansweredRecords {
  site ??= createUnansweredRecords(window.localStorage)
  return site
}

/** Requests this tab's own flow is still waiting on: another look from this tab's resume would only race it. */
export const liveRequests = new Set<string>()
