import { starSaleAbi } from '@stardust/contracts'
import type { Address, PublicClient } from 'viem'

export type SalePhase = 'not-started' | 'open' | 'ended'

/** What anyone can see of the sale, read at one block. Amounts in wei, times in unix seconds. */
export type SaleFigures = {
  chainId: number
  sale: Address
  /** Native wei per whole STAR. */
  price: bigint
  startTime: bigint
  endTime: bigint
  totalCap: bigint
  walletCap: bigint
  sold: bigint
  /** STAR still for sale: the smaller of the cap left and the inventory. */
  remaining: bigint
  paused: boolean
  phase: SalePhase
  blockTime: bigint
  blockNumber: bigint
}

/** The window as the contract applies it: open on [startTime, endTime). */
export function salePhase(startTime: bigint, endTime: bigint, now: bigint): SalePhase {
  if (now < startTime) return 'not-started'
  return now < endTime ? 'open' : 'ended'
}

/** Reads the sale's public figures at the latest block. */
export async function readSaleFigures(client: PublicClient, chainId: number, sale: Address): Promise<SaleFigures> {
  const block = await client.getBlock()
  const at = { blockNumber: block.number }
  const read = <F extends 'price' | 'startTime' | 'endTime' | 'totalCap' | 'walletCap' | 'sold' | 'remaining' | 'paused'>(functionName: F) =>
    client.readContract({ address: sale, abi: starSaleAbi, functionName, ...at })
  const [price, startTime, endTime, totalCap, walletCap, sold, remaining, paused] = await Promise.all([
    read('price'),
    read('startTime'),
    read('endTime'),
    read('totalCap'),
    read('walletCap'),
    read('sold'),
    read('remaining'),
    read('paused'),
  ])
  return {
    chainId,
    sale,
    price,
    startTime: BigInt(startTime),
    endTime: BigInt(endTime),
    totalCap,
    walletCap,
    sold,
    remaining,
    paused,
    phase: salePhase(BigInt(startTime), BigInt(endTime), block.timestamp),
    blockTime: block.timestamp,
    blockNumber: block.number,
  }
}
