import { BaseError, ContractFunctionRevertedError, type Account, type Chain, type Hash, type PublicClient, type Transport, type WalletClient } from 'viem'
import { DeployError } from '../errors.js'
import type { PlanStep } from './planSteps.js'

export type StepResult = {
  step: string
  /** `unchanged`: the chain already had it, nothing was sent. */
  status: 'sent' | 'unchanged'
  to?: string | undefined
  gasUsed?: bigint | undefined
  hash?: Hash | undefined
  blockNumber?: bigint | undefined
  creates?: PlanStep['creates']
}

/**
 * Runs the steps in order: each one first reads the chain (`done`) and is skipped if already done; otherwise its
 * transaction is sent and awaited, so a failure names its step and nothing after it is sent. `log` hears each step.
 */
export async function runPlanSteps(
  clients: { public: PublicClient; wallet: WalletClient<Transport, Chain | undefined, Account> },
  steps: readonly PlanStep[],
  log: (result: StepResult) => void = () => {},
): Promise<StepResult[]> {
  const results: StepResult[] = []
  for (const step of steps) {
    if (await step.done()) {
      const result: StepResult = { step: step.name, status: 'unchanged', creates: step.creates }
      results.push(result)
      log(result)
      continue
    }
    let hash: Hash
    try {
      hash =
        'raw' in step.tx
          ? await clients.wallet.sendRawTransaction({ serializedTransaction: step.tx.raw })
          : await clients.wallet.sendTransaction({ to: step.tx.to, data: step.tx.data, value: step.tx.value, chain: clients.wallet.chain ?? null })
    } catch (cause) {
      throw new DeployError('deploy_failed', `deploy: ${step.name} failed: ${describeFailure(cause)}`, { cause })
    }
    const receipt = await clients.public.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new DeployError('deploy_failed', `deploy: ${step.name} reverted (tx ${hash})`)
    const result: StepResult = {
      step: step.name,
      status: 'sent',
      to: 'raw' in step.tx ? undefined : step.tx.to,
      gasUsed: receipt.gasUsed,
      hash,
      blockNumber: receipt.blockNumber,
      creates: step.creates,
    }
    results.push(result)
    log(result)
  }
  return results
}

/** The custom error's name when the chain reverted with one, else viem's short message. */
export function describeFailure(cause: unknown): string {
  if (!(cause instanceof BaseError)) return String(cause)
  const reverted = cause.walk((e) => e instanceof ContractFunctionRevertedError)
  const name = reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined
  return name ? `reverted with ${name}` : cause.shortMessage
}
