import { starClaimAbi, starSaleAbi, starStakingAbi, starTokenAbi, type Deployments } from '@stardust/contracts'
import { toFunctionSelector, type Abi, type AbiFunction } from 'viem'

/** One function the site may ask a wallet to call. */
export type AllowedFunction = {
  name: string
  /** From the ABI: only a payable function may carry native value. */
  payable: boolean
  /** Its first argument is a spender (approve): it must be one of the chain's spenders. */
  spenderFirst?: true
}

/** The typed data the site may ask a wallet to sign: a domain's verifying contract and the primary type. */
export type AllowedTypedData = { verifyingContract: string; primaryType: string; name: string; version: string }

export type ChainAllowlist = {
  /** Lowercase address -> the contract's key in the deployments record and its callable functions by selector. */
  contracts: Record<string, { key: string; functions: Record<string, AllowedFunction> }>
  /** Who may be given an allowance (approve, permit): the staking contract. */
  spenders: string[]
  typedData: AllowedTypedData[]
  /** Tokens a wallet may be asked to watch (wallet_watchAsset): STAR. */
  assets: string[]
}

/** chainId -> what the site may ask a wallet there. Made at build time; see buildTimeAllowlist.ts. */
export type WalletAllowlist = { version: 1; chains: Record<string, ChainAllowlist> }

/**
 * The calls the site makes, by contract key of the deployments record. Selectors and payability come from the
 * ABIs, so a renamed or removed function fails the build instead of a wallet request.
 */
export const SITE_CALLS = {
  token: { abi: starTokenAbi, functions: ['approve'], spenderFirst: ['approve'] },
  staking: { abi: starStakingAbi, functions: ['stake', 'stakeWithPermit', 'withdraw', 'getReward', 'exit'], spenderFirst: [] },
  sale: { abi: starSaleAbi, functions: ['buy'], spenderFirst: [] },
  claim: { abi: starClaimAbi, functions: ['claim', 'claimTo'], spenderFirst: [] },
} as const satisfies Record<string, { abi: Abi; functions: readonly string[]; spenderFirst: readonly string[] }>

/** EIP-712 domains the site signs: STAR's permit (OpenZeppelin ERC20Permit) and the claim's ClaimTo. */
const TYPED_DATA = [
  { contract: 'token', primaryType: 'Permit', name: 'Stardust', version: '1' },
  { contract: 'claim', primaryType: 'ClaimTo', name: 'StarClaim', version: '1' },
] as const

export class WalletAllowlistError extends Error {
  override name = 'WalletAllowlistError'
}

function abiFunction(abi: Abi, name: string): AbiFunction {
  const found = abi.filter((item): item is AbiFunction => item.type === 'function' && item.name === name)
  if (found.length !== 1) throw new WalletAllowlistError(`the ABI has ${found.length} functions named ${name}; the wallet allowlist needs exactly one`)
  return found[0]!
}

/** Pure: the allowlist for `deployments` (every chain, every deployed contract), from the ABIs above. */
export function buildWalletAllowlist(deployments: Deployments): WalletAllowlist {
  const chains: Record<string, ChainAllowlist> = {}
  for (const deployment of Object.values(deployments)) {
    const chain: ChainAllowlist = { contracts: {}, spenders: [], typedData: [], assets: [deployment.token.toLowerCase()] }
    for (const [key, calls] of Object.entries(SITE_CALLS)) {
      const address = deployment[key as keyof typeof SITE_CALLS]?.toLowerCase()
      if (!address) continue
      const functions: Record<string, AllowedFunction> = {}
      for (const name of calls.functions) {
        const item = abiFunction(calls.abi as Abi, name)
        functions[toFunctionSelector(item)] = {
          name,
          payable: item.stateMutability === 'payable',
          ...((calls.spenderFirst as readonly string[]).includes(name) ? { spenderFirst: true as const } : {}),
        }
      }
      chain.contracts[address] = { key, functions }
    }
    if (deployment.staking) chain.spenders.push(deployment.staking.toLowerCase())
    for (const { contract, ...typed } of TYPED_DATA) {
      const address = deployment[contract]?.toLowerCase()
      if (address) chain.typedData.push({ verifyingContract: address, ...typed })
    }
    chains[String(deployment.chainId)] = chain
  }
  return { version: 1, chains }
}
