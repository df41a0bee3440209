import type { Hex } from 'viem'

export type PublishedProofsLabel = 'unreachable' | 'server-error' | 'hanging' | 'changed-proof' | 'changed-amount'
export declare const PUBLISHED_PROOFS_KEYS: Record<PublishedProofsLabel, Hex>
export declare const PUBLISHED_PROOFS_AMOUNT: bigint
export declare function publishedProofsAirdrop(): { account: Hex; amount: bigint }[]
