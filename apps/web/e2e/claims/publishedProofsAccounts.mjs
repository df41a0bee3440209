// Airdrop recipients of the published-proofs spec alone (e2e/claims/publishedProofs.desktop.spec.ts): serve.mjs
// adds them to each chain's airdrop after development accounts 0-9, so that spec claims with accounts no
// other spec uses. Keys derived from fixed labels: the same on every run, in serve.mjs and in the spec.
import { keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** One key per test of the spec: three claims, two refusals. */
export const PUBLISHED_PROOFS_KEYS = Object.fromEntries(
  ['unreachable', 'server-error', 'hanging', 'changed-proof', 'changed-amount'].map((label) => [label, keccak256(toHex(`stardust-e2e-published-proofs-${label}`))]),
)

/** 321 STAR each. */
export const PUBLISHED_PROOFS_AMOUNT = parseEther('321')

/** What serve.mjs passes to seedLocalChain's extraAirdrop. */
export const publishedProofsAirdrop = () => Object.values(PUBLISHED_PROOFS_KEYS).map((key) => ({ account: privateKeyToAccount(key).address, amount: PUBLISHED_PROOFS_AMOUNT }))
