/** Every message the claims API sends to clients or operators, in one place. */
export const claimsTexts = {
  invalid_request: 'The chain id or the address is not valid.',
  not_eligible: 'This address is not in the airdrop on this chain.',
  no_airdrop: 'There is no airdrop on this chain.',
  airdrop_mismatch: 'The airdrop list served here does not match the deployed contract; no proof is given until it does.',
  rpc_unavailable: 'The chain could not be reached to check the airdrop contract; retry later.',
  not_found: 'No such endpoint.',
  method_not_allowed: 'Method not allowed.',
  internal_error: 'Internal server error.',
  mismatchLog: (chainId: number, contract: string, listRoot: string, contractRoot: string, source: string) =>
    `[claims] chain ${chainId}: the list ${source} has root ${listRoot}, the contract ${contract} has merkleRoot ${contractRoot}; ` +
    'proofs for this chain are refused (503 airdrop_mismatch) until the list or the deployment is fixed',
  rpcLog: (chainId: number, contract: string) => `[claims] chain ${chainId}: could not read merkleRoot() of ${contract}`,
  noClient: (chainId: number) => `[claims] chain ${chainId}: no RPC client for this chain, so its airdrop root cannot be checked`,
  missingList: (chainId: number, contract: string) =>
    `chain ${chainId}: the claim contract ${contract} has no airdropList in the deployments; add the list file so proofs can be served`,
  unreadableList: (file: string) => `${file}: the airdrop list cannot be read`,
  wrongChain: (file: string, prepared: number, deployed: number) =>
    `${file}: prepared for chain ${prepared}, but it is the airdrop of chain ${deployed}; prepare the list with --chain-id ${deployed}`,
  corruptLog: (chainId: number, detail: string) => `[claims] chain ${chainId}: ${detail} (answered 503 airdrop_mismatch)`,
} as const
