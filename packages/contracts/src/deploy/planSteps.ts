import { encodeDeployData, encodeFunctionData, type Abi, type Address, type Hex, type PublicClient } from 'viem'
import { DeployError } from '../errors.js'
import { starClaimAbi, starClaimBytecode } from '../generated/StarClaim.js'
import { starSaleAbi, starSaleBytecode } from '../generated/StarSale.js'
import { starStakingAbi, starStakingBytecode } from '../generated/StarStaking.js'
import { starTimelockAbi, starTimelockBytecode } from '../generated/StarTimelock.js'
import { starTokenAbi, starTokenBytecode } from '../generated/StarToken.js'
import {
  DETERMINISTIC_DEPLOYER,
  DETERMINISTIC_DEPLOYER_FUNDING,
  DETERMINISTIC_DEPLOYER_SIGNER,
  DETERMINISTIC_DEPLOYER_TRANSACTION,
  create2Address,
  create2Calldata,
  hasCode,
} from './deterministicDeployer.js'
import type { DeployPlan } from './plan.js'

export type PlannedContractKey = 'timelock' | 'token' | 'staking' | 'sale' | 'claim'
export type PlannedContract = { name: string; address: Address; constructorArgs: readonly unknown[]; initCode: Hex }

/** One transaction of a deploy. `done` reads the chain: a step already done is skipped, so a second run sends nothing. */
export type PlanStep = {
  name: string
  /** A contract this step creates (its CREATE2 address), if any. */
  creates?: PlannedContractKey | undefined
  /** A transaction for the deployer to sign, or a presigned one to relay. */
  tx: { to: Address; data?: Hex | undefined; value?: bigint | undefined } | { raw: Hex }
  done: () => Promise<boolean>
}

export type PlannedDeploy = { contracts: Partial<Record<PlannedContractKey, PlannedContract>>; steps: PlanStep[] }

const planned = (name: string, salt: Hex, abi: readonly unknown[], bytecode: Hex, args: readonly unknown[]): PlannedContract => {
  const initCode = encodeDeployData({ abi: abi as Abi, bytecode, args: args as unknown[] })
  return { name, address: create2Address(salt, initCode), constructorArgs: args, initCode }
}

/**
 * Every transaction of `plan` for `deployer`, in order: the deterministic deployer where the chain lacks it, each
 * contract by CREATE2 (constructor owner: the deployer, so the address depends only on the plan and the deployer),
 * the first reward period, the sale's inventory, the airdrop's total, then ownership offered to the timelock (or
 * the Safe), which accepts through the Safe (`stardust-ops accept-ownership`).
 */
export function planDeploy(client: PublicClient, plan: DeployPlan, deployer: Address, airdrop?: { root: Hex; total: bigint }): PlannedDeploy {
  const { salt } = plan
  const steps: PlanStep[] = []
  const contracts: PlannedDeploy['contracts'] = {}
  const read = <T>(address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address, abi: abi as never, functionName: functionName as never, args: args as never }) as Promise<T>
  const balanceOf = (token: Address, account: Address) => read<bigint>(token, starTokenAbi, 'balanceOf', [account])

  steps.push(
    {
      name: `fund the deterministic deployer's keyless signer (${DETERMINISTIC_DEPLOYER_SIGNER})`,
      tx: { to: DETERMINISTIC_DEPLOYER_SIGNER, value: DETERMINISTIC_DEPLOYER_FUNDING },
      done: async () =>
        (await hasCode(client, DETERMINISTIC_DEPLOYER)) || (await client.getBalance({ address: DETERMINISTIC_DEPLOYER_SIGNER })) >= DETERMINISTIC_DEPLOYER_FUNDING,
    },
    { name: `create the deterministic deployer ${DETERMINISTIC_DEPLOYER} (its public keyless transaction)`, tx: { raw: DETERMINISTIC_DEPLOYER_TRANSACTION }, done: () => hasCode(client, DETERMINISTIC_DEPLOYER) },
  )
  const create = (key: PlannedContractKey, contract: PlannedContract) => {
    contracts[key] = contract
    steps.push({
      name: `create ${contract.name} at ${contract.address}`,
      creates: key,
      tx: { to: DETERMINISTIC_DEPLOYER, data: create2Calldata(salt, contract.initCode) },
      done: () => hasCode(client, contract.address),
    })
    return contract.address
  }
  const call = (name: string, to: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[], done: () => Promise<boolean>) =>
    steps.push({ name, tx: { to, data: encodeFunctionData({ abi: abi as Abi, functionName, args: args as unknown[] }) }, done })

  const newOwner = plan.timelock ? undefined : plan.owner
  let timelock: Address | undefined
  if (plan.timelock && plan.owner)
    timelock = create('timelock', planned('StarTimelock', salt, starTimelockAbi, starTimelockBytecode, [plan.timelock.minDelay, [plan.owner], [plan.owner]]))
  const token = create('token', planned('StarToken', salt, starTokenAbi, starTokenBytecode, [deployer, plan.supplyCap]))

  let staking: Address | undefined
  if (plan.staking) {
    const { reward, rewardsDuration } = plan.staking
    const pool = create('staking', planned('StarStaking', salt, starStakingAbi, starStakingBytecode, [token, deployer, rewardsDuration]))
    staking = pool
    const notified = async () => (await read<bigint>(pool, starStakingAbi, 'rewardReserve')) > 0n || (await read<bigint>(pool, starStakingAbi, 'rewardRate')) > 0n
    call('mint the first reward period to the deployer', token, starTokenAbi, 'mint', [deployer, reward], async () => (await notified()) || (await balanceOf(token, deployer)) >= reward)
    call('approve the reward to staking', token, starTokenAbi, 'approve', [pool, reward], async () => (await notified()) || (await read<bigint>(token, starTokenAbi, 'allowance', [deployer, pool])) >= reward)
    call('notifyRewardAmount (starts the first period)', pool, starStakingAbi, 'notifyRewardAmount', [reward], notified)
  }
  let sale: Address | undefined
  if (plan.sale) {
    const { price, startTime, endTime, totalCap, walletCap } = plan.sale
    const shop = create('sale', planned('StarSale', salt, starSaleAbi, starSaleBytecode, [token, deployer, price, startTime, endTime, totalCap, walletCap]))
    sale = shop
    call('mint the sale inventory (its total cap)', token, starTokenAbi, 'mint', [shop, totalCap], async () => (await balanceOf(token, shop)) + (await read<bigint>(shop, starSaleAbi, 'sold')) >= totalCap)
  }
  if (plan.airdrop && airdrop) {
    const { deadline, treasury } = plan.airdrop
    const claim = create('claim', planned('StarClaim', salt, starClaimAbi, starClaimBytecode, [token, airdrop.root, deadline, treasury]))
    // Funded once: a balance means the mint happened (claims only lower it; a fully claimed drop is long deployed).
    call('fund the airdrop (its exact total)', token, starTokenAbi, 'mint', [claim, airdrop.total], async () => (await balanceOf(token, claim)) > 0n)
  }

  const heir = timelock ?? newOwner
  if (heir) {
    const owned: [string, Address | undefined, readonly unknown[]][] = [
      ['StarToken', token, starTokenAbi],
      ['StarStaking', staking, starStakingAbi],
      ['StarSale', sale, starSaleAbi],
    ]
    for (const [name, address, abi] of owned) {
      if (!address) continue
      call(`offer ${name} to ${timelock ? 'the timelock' : 'the owner'} ${heir} (two-step: it accepts)`, address, abi, 'transferOwnership', [heir], async () => {
        const [owner, pending] = await Promise.all([read<Address>(address, abi, 'owner'), read<Address>(address, abi, 'pendingOwner')])
        if (owner.toLowerCase() === heir.toLowerCase() || pending.toLowerCase() === heir.toLowerCase()) return true
        if (owner.toLowerCase() !== deployer.toLowerCase())
          throw new DeployError('deploy_failed', `deploy: ${name} at ${address} is owned by ${owner}, neither the deployer nor ${heir}: refusing to go on`)
        return false
      })
    }
  }
  return { contracts, steps }
}
