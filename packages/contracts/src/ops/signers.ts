import { readFileSync } from 'node:fs'
import { getAddress, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { OpsContext } from './context.js'
import { OpsRefusal } from './refusal.js'
import { safeAbi } from './safe.js'

/** Development chains: hardhat's and anvil's default id, and ganache's and geth --dev's. No public chain uses them. */
export const LOCAL_CHAIN_IDS: readonly number[] = [31337, 1337]

/**
 * The private keys in `file`, one a line (`#` comments and blank lines skipped), read once. A key itself given as
 * the option's value is refused: a command line is visible to every user of the machine (ps, shell history).
 */
export function readKeyFile(option: string, file: string | undefined): Hex[] {
  if (!file || file === 'true') throw new OpsRefusal('invalid_argument', `--${option} must name a file of private keys, one a line`)
  if (/^(0x)?[0-9a-fA-F]{64}(,|$)/.test(file.trim()))
    throw new OpsRefusal('key_on_command_line', `--${option} takes a file, never a key: a command line is visible to every user of the machine; put the key in a file only you can read and name the file`)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new OpsRefusal('invalid_argument', `--${option}: ${file} cannot be read`)
  }
  const keys: Hex[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (line === '') return
    if (!/^0x[0-9a-fA-F]{64}$/.test(line)) throw new OpsRefusal('invalid_argument', `--${option}: ${file}:${i + 1} is not a 0x-prefixed 32-byte private key`)
    keys.push(line as Hex)
  })
  if (keys.length === 0) throw new OpsRefusal('invalid_argument', `--${option}: ${file} holds no key`)
  return keys
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
  const owners = [...new Map(readKeyFile('sign-with', options['sign-with']).map((key) => privateKeyToAccount(key)).map((a) => [a.address, a])).values()]
  const executor = options['executor-key'] ? privateKeyToAccount(readKeyFile('executor-key', options['executor-key'])[0]!) : owners[0]!
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
