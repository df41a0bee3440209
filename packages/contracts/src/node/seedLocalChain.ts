import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { deployStardust, type DeployStardustReturnType, type PreparedAirdropSummary } from '../deployStardust.js'
import { devAccounts } from './devAccounts.js'
import { prepareAirdropFile } from './preparedAirdropFile.js'

export type SeedLocalChainParameters = {
  rpcUrl: string
  chainId: number
  /** Folder for deployments.json, the list airdrop-<chainId>.json and its preparation airdrop-<chainId>.airdrop; omit to write nothing. */
  outDir?: string | undefined
  /** The sale opens this many seconds after the chain's current time (default 0: open now), for "not started yet" states. */
  saleStartsIn?: bigint | undefined
  /** More airdrop recipients after development accounts 0-9 (a test's own accounts, used by no other test). */
  extraAirdrop?: readonly { account: `0x${string}`; amount: bigint }[] | undefined
}

export type SeedLocalChainReturnType = DeployStardustReturnType & {
  /** The deployments file written, if outDir was given. */
  deploymentsFile: string | undefined
}

const DAY = 86_400n

/** The figures a newcomer's local chain starts with; every page has something real to show. */
export const LOCAL_SEED = {
  supplyCap: parseEther('1000000000'),
  staking: { rewardsDuration: 30n * DAY, reward: parseEther('1000000') },
  sale: { price: parseEther('0.0001'), durationSeconds: 30n * DAY, totalCap: parseEther('10000000'), walletCap: parseEther('100000') },
  airdrop: { durationSeconds: 90n * DAY, firstAmount: parseEther('1000'), step: parseEther('250') },
  /** STAR minted to each development account, to stake right away. */
  balance: parseEther('10000'),
  /** Development accounts 0..9 are in the airdrop and hold STAR; 10..19 are not (the "not eligible" state). */
  accounts: 10,
} as const

/**
 * Deploys and seeds everything on a local chain with development account 0: a funded 30-day reward
 * period, an open sale, an airdrop that lists development accounts 0-9, and STAR for each of them.
 * Writes the deployments file, the airdrop list, and its preparation (what the site's server reads).
 */
export async function seedLocalChain({ rpcUrl, chainId, outDir, saleStartsIn = 0n, extraAirdrop = [] }: SeedLocalChainParameters): Promise<SeedLocalChainReturnType> {
  const chain = defineChain({
    id: chainId,
    name: 'Stardust Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const accounts = devAccounts(LOCAL_SEED.accounts)
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  const wallet = createWalletClient({ account: accounts[0]!, chain, transport })
  const now = (await publicClient.getBlock()).timestamp
  const entries = [
    ...accounts.map((account, i) => ({ account: account.address, amount: LOCAL_SEED.airdrop.firstAmount + BigInt(i) * LOCAL_SEED.airdrop.step })),
    ...extraAirdrop,
  ]
  // With a folder, the seed goes the production way: the list is written, prepared once, and the preparation deployed.
  const listName = `airdrop-${chainId}.json`
  const preparedName = `airdrop-${chainId}.airdrop`
  let prepared: PreparedAirdropSummary | undefined
  if (outDir) {
    mkdirSync(outDir, { recursive: true })
    writeFileSync(path.join(outDir, listName), `${JSON.stringify(entries.map((e) => ({ address: e.account, amount: e.amount.toString() })), null, 2)}\n`)
    prepared = { chainId, ...prepareAirdropFile({ list: path.join(outDir, listName), listName, chainId, out: path.join(outDir, preparedName) }) }
  }
  const deadline = now + LOCAL_SEED.airdrop.durationSeconds
  const result = await deployStardust(
    { wallet, public: publicClient },
    {
      supplyCap: LOCAL_SEED.supplyCap,
      staking: LOCAL_SEED.staking,
      sale: {
        price: LOCAL_SEED.sale.price,
        startTime: now + saleStartsIn,
        endTime: now + saleStartsIn + LOCAL_SEED.sale.durationSeconds,
        totalCap: LOCAL_SEED.sale.totalCap,
        walletCap: LOCAL_SEED.sale.walletCap,
      },
      airdrop: { ...(prepared ? { prepared } : { entries }), deadline, treasury: accounts[0]!.address },
      mints: accounts.map((account) => ({ account: account.address, amount: LOCAL_SEED.balance })),
    },
  )
  let deploymentsFile: string | undefined
  if (outDir) {
    deploymentsFile = path.join(outDir, 'deployments.json')
    writeFileSync(deploymentsFile, `${JSON.stringify({ [chainId]: { ...result.deployment, airdropList: preparedName } }, null, 2)}\n`)
  }
  return { ...result, deploymentsFile }
}
