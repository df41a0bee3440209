/** Where a claim page claims: serialisable, computed on the server from the deployments. */
export type ClaimTarget = {
  chainId: number
  chainName: string
  /** The claim contract, or null: "not on this network yet". */
  contract: `0x${string}` | null
  /** The page that claims on this chain. */
  path: string
  /** The chain's block explorer, for links (none for the local chain). */
  explorerUrl: string | null
}
