import {
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { buildAirdrop, type Airdrop, type AirdropEntry } from './airdrop.js'
import type { Deployment } from './deployments.js'
import { DeployError } from './errors.js'
import type { PreparedAirdrop } from './prepared/reader.js'
import { starClaimAbi, starClaimBytecode } from './generated/StarClaim.js'
import { starSaleAbi, starSaleBytecode } from './generated/StarSale.js'
import { starStakingAbi, starStakingBytecode } from './generated/StarStaking.js'
import { starTokenAbi, starTokenBytecode } from './generated/StarToken.js'

export type DeployStardustClients = {
  /** Signs and sends every deployment and wiring transaction; becomes the contracts' first owner. */
  wallet: WalletClient<Transport, Chain, Account>
  public: PublicClient
}

export type DeployStardustParameters = {
  /** Maximum supply of STAR in wei (18 decimals). */
  supplyCap: bigint
  /** Staking with a first reward period funded from a fresh mint; omit for no staking contract. */
  staking?: { rewardsDuration: bigint; reward: bigint } | undefined
  /** A sale whose inventory is minted to it (default: its total cap); omit for no sale. */
  sale?:
    | { price: bigint; startTime: bigint; endTime: bigint; totalCap: bigint; walletCap: bigint; inventory?: bigint | undefined }
    | undefined
  /**
   * One Merkle airdrop, funded with exactly its total; omit for no claim contract. Either the entries (the tree
   * is built here) or a preparation already made (stardust-prepare-airdrop: its root and total are deployed).
   */
  airdrop?: (({ entries: readonly AirdropEntry[] } | { prepared: PreparedAirdropSummary }) & { deadline: bigint; treasury: Address }) | undefined
  /** Plain mints after deployment (development balances, the treasury). */
  mints?: readonly { account: Address; amount: bigint }[] | undefined
  /** Hands every contract to this owner (Ownable2Step: it must call acceptOwnership). Default: the deployer stays owner. */
  owner?: Address | undefined
}

/** What deploying a prepared airdrop needs from it. */
export type PreparedAirdropSummary = Pick<PreparedAirdrop, 'chainId' | 'root' | 'total'>

export type DeployStardustReturnType = {
  deployment: Deployment
  /** The airdrop as deployed (root, proofs), when one was requested with its entries. */
  airdrop: Airdrop | undefined
  /** Every transaction's receipt, in order, for gas accounting. */
  receipts: readonly { step: string; receipt: TransactionReceipt }[]
}

/**
 * Deploys STAR, staking, sale and claim, funds the reward period, the sale's inventory and the airdrop,
 * and returns where everything lives. Each transaction is gas-estimated (which reverts like the call would) and awaited, so a failure
 * names its step (viem decodes the custom error) and nothing after it is sent.
 */
export async function deployStardust(clients: DeployStardustClients, parameters: DeployStardustParameters): Promise<DeployStardustReturnType> {
  const { wallet } = clients
  const chainId = await clients.public.getChainId()
  const deployer = wallet.account.address
  const receipts: { step: string; receipt: TransactionReceipt }[] = []
  validate(parameters)
  const airdrop = parameters.airdrop && 'entries' in parameters.airdrop ? buildAirdrop(chainId, parameters.airdrop.entries) : undefined
  const drop = airdrop ?? (parameters.airdrop && 'prepared' in parameters.airdrop ? parameters.airdrop.prepared : undefined)
  if (drop && drop.chainId !== chainId)
    throw new DeployError('deploy_invalid_options', `deploy: the airdrop was prepared for chain ${drop.chainId}, the RPC is chain ${chainId}`)

  const confirm = async (step: string, send: () => Promise<Hash>): Promise<TransactionReceipt> => {
    let receipt: TransactionReceipt
    try {
      receipt = await clients.public.waitForTransactionReceipt({ hash: await send() })
    } catch (cause) {
      throw new DeployError('deploy_failed', `deploy: ${step} failed: ${describeFailure(cause)}`, { cause })
    }
    if (receipt.status !== 'success') throw new DeployError('deploy_failed', `deploy: ${step} reverted (tx ${receipt.transactionHash})`)
    receipts.push({ step, receipt })
    return receipt
  }
  const deploy = async (step: string, send: () => Promise<Hash>): Promise<Address> => {
    const receipt = await confirm(step, send)
    if (!receipt.contractAddress) throw new DeployError('deploy_failed', `deploy: ${step} created no contract`)
    return getAddress(receipt.contractAddress)
  }
  const token = await deploy('StarToken', () =>
    wallet.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [deployer, parameters.supplyCap] }),
  )
  const mint = (step: string, to: Address, amount: bigint) =>
    confirm(step, () => wallet.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [to, amount] }))

  let staking: Address | undefined
  if (parameters.staking) {
    const { rewardsDuration, reward } = parameters.staking
    staking = await deploy('StarStaking', () =>
      wallet.deployContract({ abi: starStakingAbi, bytecode: starStakingBytecode, args: [token, deployer, rewardsDuration] }),
    )
    const stakingAddress = staking
    await mint('mint the first reward', deployer, reward)
    await confirm('approve the reward', () =>
      wallet.writeContract({ address: token, abi: starTokenAbi, functionName: 'approve', args: [stakingAddress, reward] }),
    )
    await confirm('notifyRewardAmount', () =>
      wallet.writeContract({ address: stakingAddress, abi: starStakingAbi, functionName: 'notifyRewardAmount', args: [reward] }),
    )
  }

  let sale: Address | undefined
  if (parameters.sale) {
    const { price, startTime, endTime, totalCap, walletCap, inventory = totalCap } = parameters.sale
    sale = await deploy('StarSale', () =>
      wallet.deployContract({ abi: starSaleAbi, bytecode: starSaleBytecode, args: [token, deployer, price, startTime, endTime, totalCap, walletCap] }),
    )
    await mint('mint the sale inventory', sale, inventory)
  }

  let claim: Address | undefined
  if (drop && parameters.airdrop) {
    const { deadline, treasury } = parameters.airdrop
    claim = await deploy('StarClaim', () =>
      wallet.deployContract({ abi: starClaimAbi, bytecode: starClaimBytecode, args: [token, drop.root, deadline, treasury] }),
    )
    await mint('fund the airdrop', claim, drop.total)
  }

  for (const { account, amount } of parameters.mints ?? []) await mint(`mint to ${account}`, account, amount)

  if (parameters.owner && parameters.owner.toLowerCase() !== deployer.toLowerCase()) {
    const owner = parameters.owner
    // Each contract's own ABI keeps the call typed; Ownable2Step: the new owner accepts later.
    await confirm('StarToken.transferOwnership', () =>
      wallet.writeContract({ address: token, abi: starTokenAbi, functionName: 'transferOwnership', args: [owner] }),
    )
    if (staking) {
      const address = staking
      await confirm('StarStaking.transferOwnership', () =>
        wallet.writeContract({ address, abi: starStakingAbi, functionName: 'transferOwnership', args: [owner] }),
      )
    }
    if (sale) {
      const address = sale
      await confirm('StarSale.transferOwnership', () =>
        wallet.writeContract({ address, abi: starSaleAbi, functionName: 'transferOwnership', args: [owner] }),
      )
    }
  }

  const deployBlock = Number(receipts[0]!.receipt.blockNumber)
  return { deployment: { chainId, token, staking, sale, claim, deployBlock }, airdrop, receipts }
}

function validate({ supplyCap, staking, sale, airdrop }: DeployStardustParameters): void {
  const fail = (message: string): never => {
    throw new DeployError('deploy_invalid_options', `deploy: ${message}`)
  }
  if (supplyCap <= 0n) fail('supplyCap must be positive')
  if (staking && (staking.reward <= 0n || staking.rewardsDuration <= 0n)) fail('staking needs a positive reward and duration')
  if (sale && sale.endTime <= sale.startTime) fail('the sale must end after it starts')
  if (airdrop && 'entries' in airdrop && airdrop.entries.length === 0) fail('the airdrop list is empty')
}

/** The custom error's name when the chain reverted with one, else viem's short message. */
function describeFailure(cause: unknown): string {
  if (!(cause instanceof BaseError)) return String(cause)
  const reverted = cause.walk((e) => e instanceof ContractFunctionRevertedError)
  const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
  return name ? `reverted with ${name}` : cause.shortMessage
}
