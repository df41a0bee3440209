import type { Address } from 'viem'
import type { RewardsContext } from '../context.js'
import { authenticate } from '../http/authenticate.js'
import { jsonResponse } from '../http/respond.js'
import { readBalance } from '../ledger/readBalance.js'
import { readStakeSeconds } from '../staking/readStakeSeconds.js'
import { syncStaking } from '../staking/syncStaking.js'

/**
 * POST stardust/sync (bearer) -> `{data: {credited, balance, chains: [{chainId, stakeSeconds, credited}]}}`.
 * Reads every staking chain first, then writes: an RPC failure (503 rpc_unavailable) writes nothing.
 */
export async function handleSync(context: RewardsContext, request: Request): Promise<Response> {
  const account = await authenticate(request, context.verifyRequest)
  const readings = await readStakeSeconds(context.staking, account as Address)
  const chains = await syncStaking(context.db, account, readings, context.now())
  const credited = chains.reduce((sum, chain) => sum + chain.credited, 0n)
  return jsonResponse(200, { data: { credited, balance: await readBalance(context.db, account), chains } })
}
