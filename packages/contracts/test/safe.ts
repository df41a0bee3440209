// A real Safe on the in-process chain, from the published build artefacts of @safe-global/safe-smart-account:
// the singleton (SafeL2, as on L2s), the proxy factory, and a 2-of-3 Safe of local owners.
import { createRequire } from 'node:module'
import { decodeEventLog, encodeFunctionData, getAddress, zeroAddress, type Abi, type Account, type Address, type Chain, type Hex, type PublicClient, type Transport, type WalletClient } from 'viem'
import { accounts, testClient, wallets } from './chain.js'

const require = createRequire(import.meta.url)
const artefact = (path: string) => require(`@safe-global/safe-smart-account/build/artifacts/contracts/${path}`) as { abi: Abi; bytecode: Hex }

export const safeOwners = [accounts.alice, accounts.bob, accounts.carol] as const

type Clients = { wallet: WalletClient<Transport, Chain | undefined, Account>; client: PublicClient }

/**
 * Deploys the Safe singleton and factory, then a Safe of `owners` with `threshold`; returns its address. Sent by
 * `wallet` (default: the in-process chain's dave), so on fresh chains the Safe has the same address on each.
 */
export async function deploySafe(
  owners: readonly Address[] = safeOwners.map((a) => a.address),
  threshold = 2n,
  { wallet, client }: Clients = { wallet: wallets.dave, client: testClient as unknown as PublicClient },
): Promise<Address> {
  const deploy = async (a: { abi: Abi; bytecode: Hex }) => {
    const hash = await wallet.deployContract({ abi: a.abi, bytecode: a.bytecode, chain: wallet.chain ?? null })
    return getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
  }
  const singletonArtefact = artefact('SafeL2.sol/SafeL2.json')
  const factoryArtefact = artefact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json')
  const singleton = await deploy(singletonArtefact)
  const factory = await deploy(factoryArtefact)
  const setup = encodeFunctionData({ abi: singletonArtefact.abi, functionName: 'setup', args: [owners, threshold, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress] })
  const hash = await wallet.writeContract({ address: factory, abi: factoryArtefact.abi, functionName: 'createProxyWithNonce', args: [singleton, setup, 0n], chain: wallet.chain ?? null })
  const receipt = await client.waitForTransactionReceipt({ hash })
  for (const log of receipt.logs) {
    try {
      const event = decodeEventLog({ abi: factoryArtefact.abi, data: log.data, topics: log.topics })
      if (event.eventName === 'ProxyCreation') return getAddress((event.args as unknown as { proxy: Address }).proxy)
    } catch {
      // another contract's event
    }
  }
  throw new Error('the factory created no Safe')
}
