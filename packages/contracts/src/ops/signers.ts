import { getAddress, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { KeyFileError, readKeyFile } from '../node/keyFile.js'
import type { OpsContext } from './context.js'
import { OpsRefusal } from './refusal.js'
import { safeAbi } from './safe.js'

/** Development chains: hardhat's and anvil's default id, and ganache's and geth --dev's. No public chain uses them. */
export const LOCAL_CHAIN_IDS: readonly number[] = [31337, 1337]

/** The keys in the file an option names (src/node/keyFile.ts), refused in words as the command's other refusals. */
function keysFrom(option: string, file: string | undefined): Hex[] {
  try {
    return readKeyFile(`--${option}`, file)
  } catch (error) {
    if (error instanceof KeyFileError) throw new OpsRefusal(error.code === 'key_on_command_line' ? 'key_on_command_line' : 'invalid_argument', error.message)
    throw error
  }
}

export type LocalSigners = { owners: LocalAccount[]; executor: LocalAccount }

/**
 * For a local chain's rehearsal: the owners who sign and the account that executes, from key files. Refused, before
 * anything is written, on a chain whose id is not a development chain's (whatever its URL: a tunnel to a public
 * node is still a public chain), for a signer who is not an owner, and for fewer signers than the Safe's threshold.
 */
export async function localSigners(ctx: OpsContext, options: Readonly<Record<string, string | undefined>>): Promise<LocalSigners | undefined> {
  if (!options['sign-with']) {
    if (options['executor-key']) throw new OpsRefusal('invalid_argument', '--executor-key goes with --sign-with')
    return undefined
  }
  if (!LOCAL_CHAIN_IDS.includes(ctx.chainId))
    throw new OpsRefusal('local_only', `--sign-with is for local chains only (chain id ${LOCAL_CHAIN_IDS.join(' or ')}); this is chain ${ctx.chainId}: there the owners sign in their own wallets`)
  const owners = [...new Map(keysFrom('sign-with', options['sign-with']).map((key) => privateKeyToAccount(key)).map((a) => [a.address, a])).values()]
  const executor = options['executor-key'] ? privateKeyToAccount(keysFrom('executor-key', options['executor-key'])[0]!) : owners[0]!
  const [threshold, safeOwners] = await Promise.all([
    ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'getThreshold' }),
    ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'getOwners' }),
  ])
  const isOwner = new Set(safeOwners.map((owner) => getAddress(owner)))
  const strangers = owners.filter((owner) => !isOwner.has(owner.address))
  if (strangers.length > 0) throw new OpsRefusal('not_owner', `${strangers.map((s) => s.address).join(', ')} ${strangers.length === 1 ? 'is not an owner' : 'are not owners'} of the Safe ${ctx.safe}: nothing was written`)
  if (BigInt(owners.length) < threshold)
    throw new OpsRefusal('too_few_signers', `the Safe ${ctx.safe} needs ${threshold} owner signatures (${threshold} of its ${safeOwners.length} owners); --sign-with gives ${owners.length}: nothing was written`)
  return { owners, executor }
}
