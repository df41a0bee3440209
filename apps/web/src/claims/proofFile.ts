export type ProofFileInput = {
  chainId: number
  chainName: string
  contract: string
  account: string
  amount: bigint
  proof: readonly string[]
  deadline: number
  /** How to claim from a block explorer, in the page's language (claims.proofHowTo). */
  howTo: string
}

/**
 * The proof as a JSON file a holder keeps: with the contract address and the exact arguments of
 * `claim(account, amount, proof)`, anyone can claim from a block explorer if this site is down.
 */
export function proofFile({ chainId, chainName, contract, account, amount, proof, deadline, howTo }: ProofFileInput): { name: string; text: string } {
  const body = {
    chainId,
    network: chainName,
    contract,
    function: 'claim(address account, uint256 amount, bytes32[] proof)',
    account,
    amount: amount.toString(),
    proof,
    deadline,
    deadlineUtc: new Date(deadline * 1000).toISOString(),
    howTo,
  }
  return { name: `stardust-claim-${chainId}-${account.toLowerCase()}.json`, text: `${JSON.stringify(body, null, 2)}\n` }
}
