import { encodeDeployData, formatEther, type Address } from 'viem'
import { DETERMINISTIC_DEPLOYER, create2Address, create2Calldata, hasCode } from '../deploy/deterministicDeployer.js'
import { starClaimAbi, starClaimBytecode } from '../generated/StarClaim.js'
import { starTokenAbi } from '../generated/StarToken.js'
import { openPreparedAirdrop } from '../node/preparedAirdropFile.js'
import { when, type OpsContext } from './context.js'
import { OpsRefusal } from './refusal.js'
import { address, call, date, earliest, requireOwned, type TaskArgs, type TaskPlan } from './tasks.js'

/**
 * A new airdrop round from a prepared list (stardust-prepare-airdrop): the timelock creates its StarClaim through the
 * deterministic deployer (the address is known in advance) and mints it exactly the list's total, in one operation.
 */
export async function newAirdropRound(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan & { claim: Address }> {
  if (!args.prepared) throw new OpsRefusal('invalid_argument', '--prepared must name a prepared list (stardust-prepare-airdrop writes one)')
  const prepared = openPreparedAirdrop(args.prepared)
  const { chainId, root, total, count } = prepared
  prepared.close()
  if (chainId !== ctx.chainId) throw new OpsRefusal('invalid_argument', `${args.prepared} was prepared for chain ${chainId}, this is chain ${ctx.chainId}`)
  const deadline = date('deadline', args.deadline)
  if (deadline <= earliest(ctx))
    throw new OpsRefusal('invalid_argument', `the deadline ${when(deadline)} would have passed when the timelock can run this (${when(earliest(ctx))})`)
  const treasury = address('treasury', args.treasury, ctx.entry.record.airdrop?.treasury ?? ctx.safe)
  const token = await requireOwned(ctx, 'StarToken', ctx.entry.token, starTokenAbi)
  const [cap, supply] = await Promise.all([
    ctx.client.readContract({ address: token, abi: starTokenAbi, functionName: 'cap' }),
    ctx.client.readContract({ address: token, abi: starTokenAbi, functionName: 'totalSupply' }),
  ])
  if (supply + total > cap) throw new OpsRefusal('invalid_argument', `the supply cap leaves ${formatEther(cap - supply)} STAR to mint, less than the list's ${formatEther(total)}`)
  const initCode = encodeDeployData({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, root, deadline, treasury] })
  const salt = ctx.entry.record.salt
  const claim = create2Address(salt, initCode)
  if (await hasCode(ctx.client, claim)) throw new OpsRefusal('nothing_to_do', `this round is already deployed at ${claim}`)
  return {
    task: 'new-airdrop-round',
    description: `airdrop round of ${count} recipients, ${formatEther(total)} STAR, root ${root}, open until ${when(deadline)}, at ${claim}`,
    claim,
    calls: [
      { to: DETERMINISTIC_DEPLOYER, value: 0n, data: create2Calldata(salt, initCode), description: `create StarClaim at ${claim}` },
      call(token, starTokenAbi, 'mint', [claim, total], `StarToken: mint the round's ${formatEther(total)} STAR to it`),
    ],
  }
}
