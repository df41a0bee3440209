// Hardhat's development accounts handed out once per run: the seeded airdrop lists accounts 0-9, and a
// claim can be made once per chain, so two tests must never get the same one for the same chain. A test takes an account with
// takeDevAccount; the claim is a file created exclusively (O_EXCL) in the run's folder, which every
// worker of the run shares (E2E_RUN_DIR, set by e2e/env.ts in Playwright's main process).
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devKey } from './devKey'

/** Account 0 owns the seeded contracts: only chain-wide tests (the `@chain-wide` project) send as it. */
export const OWNER_INDEX = 0

/**
 * A listed account no test ever claims with (account 0, the owner): tests that only read an eligible
 * account's state and send nothing share it.
 */
export const AIRDROP_READER_KEY = devKey(OWNER_INDEX)

/** Accounts 1-9: in the seeded airdrop of both chains, 1000 + 250 * index STAR each, 10,000 ETH. */
const AIRDROP_INDEXES = [1, 2, 3, 4, 5, 6, 7, 8, 9]

export type DevAccount = { index: number; key: Hex; address: `0x${string}`; airdropStar: number }

/** The chains whose seeded airdrop lists accounts 1-9 (Mantle's and Arbitrum's local chains). */
const AIRDROP_CHAINS = [5000, 42161]

/** Claims `index` on `chainId` for this run; false when another test has it. */
function claimOn(dir: string, index: number, chainId: number): boolean {
  try {
    writeFileSync(path.join(dir, `dev-account-${index}-${chainId}`), String(process.pid), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * The next airdrop-listed development account whose claim on `chainId` (on every airdrop chain when not given) no
 * other test of this run has taken. A claim is once per chain: a test that claims on Mantle and one that claims on
 * Arbitrum may share an account.
 */
export function takeDevAccount(chainId?: number): DevAccount {
  const dir = process.env.E2E_RUN_DIR
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the suite through playwright.config.ts')
  const chains = chainId === undefined ? AIRDROP_CHAINS : [chainId]
  for (const index of AIRDROP_INDEXES) {
    const taken: number[] = []
    for (const chain of chains) {
      if (!claimOn(dir, index, chain)) break
      taken.push(chain)
    }
    if (taken.length < chains.length) {
      // Part of this account is another test's: give back what was taken here and try the next one.
      for (const chain of taken) rmSync(path.join(dir, `dev-account-${index}-${chain}`))
      continue
    }
    const key = devKey(index)
    return { index, key, address: privateKeyToAccount(key).address, airdropStar: 1000 + 250 * index }
  }
  throw new Error(`every airdrop-listed development account (${AIRDROP_INDEXES.join(', ')}) is taken on ${chains.join(' and ')} in this run: use the fundedKey fixture`)
}
