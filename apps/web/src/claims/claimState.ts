import { fill } from '@/i18n/fill'

/**
 * Where an answer came from: the claims API, or (when it does not answer) the published proofs, each
 * checked against the contract's root before it is shown.
 */
export type EligibilitySource = 'api' | 'published'

/** What the claims API (or the published proofs) said for this address on this chain. */
export type Eligibility =
  | { state: 'loading' }
  | { state: 'eligible'; amount: bigint; proof: `0x${string}`[]; deadline: number; contract: `0x${string}`; source?: EligibilitySource }
  | { state: 'not-eligible'; source?: EligibilitySource }
  | { state: 'no-airdrop' }
  | { state: 'mismatch' }
  /** `apiDown`: the API gave no answer in time, or a 5xx: the published proofs may answer instead. */
  | { state: 'unavailable'; apiDown?: boolean }
  /** The published proofs do not match the contract (another root, a changed amount or proof): never used. */
  | { state: 'published-refused' }

export type ClaimView =
  | 'no-deployment'
  | 'loading'
  | 'not-eligible'
  | 'eligible'
  | 'claimed'
  | 'window-closed'
  | 'mismatch'
  | 'unavailable'
  | 'published-refused'

export type ClaimViewInput = {
  deployed: boolean
  eligibility: Eligibility
  /** isClaimed(account) read from the chain; undefined while loading or unreadable. */
  claimed: boolean | undefined
  /** unix seconds */
  now: number
}

/**
 * The page's state for a connected address. The network the wallet is on plays no part: a wallet on the
 * wrong network sees its real allocation plus a switch button (the page adds it), never "not eligible".
 */
export function claimView({ deployed, eligibility, claimed, now }: ClaimViewInput): ClaimView {
  if (!deployed || eligibility.state === 'no-airdrop') return 'no-deployment'
  if (eligibility.state === 'loading') return 'loading'
  if (eligibility.state === 'mismatch') return 'mismatch'
  if (eligibility.state === 'unavailable') return 'unavailable'
  if (eligibility.state === 'published-refused') return 'published-refused'
  if (eligibility.state === 'not-eligible') return 'not-eligible'
  if (claimed === undefined) return 'loading'
  if (claimed) return 'claimed'
  return now >= eligibility.deadline ? 'window-closed' : 'eligible'
}

/** The catalog's words for the time left (`claims.timeLeft`). */
export type TimeLeftWords = { days: string; hours: string; minutes: string; underAMinute: string }

/** "3 d 4 h", "2 h 5 min", "45 min", "under a minute" (in `words`' language): the time left until `deadline`. */
export function timeLeft(deadline: number, now: number, words: TimeLeftWords): string {
  const seconds = Math.max(0, deadline - now)
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3_600)
  const minutes = Math.floor((seconds % 3_600) / 60)
  if (days > 0) return fill(words.days, { days, hours })
  if (hours > 0) return fill(words.hours, { hours, minutes })
  if (minutes > 0) return fill(words.minutes, { minutes })
  return words.underAMinute
}
