import { readFileSync } from 'node:fs'
import path from 'node:path'
import { AirdropListError, PreparedAirdropError, buildAirdrop, parseAirdropList, type Deployments, type PreparedAirdrop } from '@stardust/contracts'
import { isPreparedAirdropFile, openPreparedAirdrop } from '@stardust/contracts/node'
import type { Address } from 'viem'
import { ClaimsConfigError } from './errors.js'
import { claimsTexts } from './texts.js'

/** One chain's airdrop as the API serves it: the contract, its preparation, and the file it came from. */
export type ClaimAirdrop = {
  chainId: number
  contract: Address
  airdrop: PreparedAirdrop
  /** The file, for log lines. */
  source: string
}

/**
 * Opens one chain's airdrop: a prepared airdrop (stardust-prepare-airdrop; read in place, nothing rebuilt), or
 * a JSON or CSV list (see parseAirdropList), checked and prepared in memory, for small lists. Throws
 * ClaimsConfigError naming the file, and the line of a bad or duplicate address or a zero amount.
 */
export function readAirdropList(file: string, chainId: number): PreparedAirdrop {
  let prepared: boolean
  let text = ''
  try {
    prepared = isPreparedAirdropFile(file)
    if (!prepared) text = readFileSync(file, 'utf8')
  } catch (cause) {
    throw new ClaimsConfigError('airdrop_list_unreadable', claimsTexts.unreadableList(file), { cause })
  }
  try {
    if (!prepared) return buildAirdrop(chainId, parseAirdropList(text, file))
    const airdrop = openPreparedAirdrop(file)
    if (airdrop.chainId !== chainId) {
      airdrop.close()
      throw new ClaimsConfigError('airdrop_list_invalid', claimsTexts.wrongChain(file, airdrop.chainId, chainId))
    }
    return airdrop
  } catch (cause) {
    if (cause instanceof AirdropListError || cause instanceof PreparedAirdropError) throw new ClaimsConfigError('airdrop_list_invalid', cause.message, { cause })
    throw cause
  }
}

export type LoadClaimAirdropsParameters = {
  deployments: Deployments
  /** Folder that relative `airdropList` names are read from (the deployments file's folder). */
  baseDir: string
}

/**
 * Every chain with a claim contract, its airdrop opened once. A claim contract without a list stops the
 * start too: the site would otherwise answer "not eligible" to everyone.
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
