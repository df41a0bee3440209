import { publicEnv } from '@/wallet/publicEnv'

/**
 * The build's public variables the policy is made from, each written out so Next inlines it where the
 * policy is made at run time (proxy.ts); next.config passes process.env itself, with the same values.
 */
export const cspEnv: Record<string, string | undefined> = {
  ...publicEnv,
  NEXT_PUBLIC_CLAIM_PROOFS_URL: process.env.NEXT_PUBLIC_CLAIM_PROOFS_URL,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
}
