import { readFileSync } from 'node:fs'
import path from 'node:path'
import { AirdropListError, buildAirdrop, parseAirdropList, type Airdrop, type Deployments } from '@stardust/contracts'
import type { Address } from 'viem'
import { ClaimsConfigError } from './errors.js'
import { claimsTexts } from './texts.js'

/** One chain's airdrop as the API serves it: the contract, the tree built from the list, and where the list came from. */
export type ClaimAirdrop = {
  chainId: number
  contract: Address
  airdrop: Airdrop
  /** The list file, for log lines. */
  source: string
}

/**
 * Reads one airdrop list (JSON or CSV, see parseAirdropList) and builds its tree for `chainId`.
 * Throws ClaimsConfigError naming the file, and the line of a bad or duplicate address or a zero amount.
 */
export function readAirdropList(file: string, chainId: number): Airdrop {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (cause) {
    throw new ClaimsConfigError('airdrop_list_unreadable', claimsTexts.unreadableList(file), { cause })
  }
  try {
    return buildAirdrop(chainId, parseAirdropList(text, file))
  } catch (cause) {
    if (cause instanceof AirdropListError) throw new ClaimsConfigError('airdrop_list_invalid', cause.message, { cause })
    throw cause
  }
}

export type LoadClaimAirdropsParameters = {
  deployments: Deployments
  /** Folder that relative `airdropList` names are read from (the deployments file's folder). */
  baseDir: string
}

/**
 * Every chain with a claim contract, its list read, validated and built once. A claim contract without
 * a list stops the start too: the site would otherwise answer "not eligible" to everyone.
 */
export function loadClaimAirdrops({ deployments, baseDir }: LoadClaimAirdropsParameters): ClaimAirdrop[] {
  return Object.values(deployments).flatMap((deployment) => {
    if (!deployment.claim) return []
    if (!deployment.airdropList)
      throw new ClaimsConfigError('airdrop_list_missing', claimsTexts.missingList(deployment.chainId, deployment.claim))
    const source = path.resolve(baseDir, deployment.airdropList)
    return [{ chainId: deployment.chainId, contract: deployment.claim, airdrop: readAirdropList(source, deployment.chainId), source }]
  })
}
