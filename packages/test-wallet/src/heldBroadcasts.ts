import { createPublicClient, http, keccak256, type Hash, type Hex, type LocalAccount, type TransactionRequest } from 'viem'

/**
 * Transactions signed and handed to the page but not broadcast yet, like a wallet that sends through a
 * private relay (MetaMask Smart Transactions, Flashbots Protect): the page has the hash, the node does not
 * know it until it is mined. `release()` broadcasts them, in order.
 */
export class HeldBroadcasts {
  private holding = false
  private readonly held: { url: string; raw: Hex; hash: Hash }[] = []

  get active(): boolean {
    return this.holding
  }
  get count(): number {
    return this.held.length
  }
  hold(): void {
    this.holding = true
  }

  /** Signs `request` for `url`'s chain and keeps it; nonces count the ones already held. */
  async sign(account: LocalAccount, url: string, request: TransactionRequest): Promise<Hash> {
    const client = createPublicClient({ transport: http(url) })
    const heldHere = this.held.filter((h) => h.url === url).length
    const nonce = request.nonce ?? (await client.getTransactionCount({ address: account.address, blockTag: 'pending' })) + heldHere
    const prepared = await client.prepareTransactionRequest({ ...request, account, nonce, chain: null } as Parameters<typeof client.prepareTransactionRequest>[0])
    const raw = await account.signTransaction!({ ...prepared, chainId: await client.getChainId() } as Parameters<NonNullable<LocalAccount['signTransaction']>>[0])
    const hash = keccak256(raw)
    this.held.push({ url, raw, hash })
    return hash
  }

  /** Stops holding and broadcasts what was held; a transaction the chain refuses (its nonce was used meanwhile) is dropped. */
  async release(): Promise<Hash[]> {
    this.holding = false
    const sent: Hash[] = []
    for (const { url, raw, hash } of this.held.splice(0)) {
      const client = createPublicClient({ transport: http(url) })
      // A reverted transaction is still mined (hardhat reports the revert to the sender): it counts as sent.
      await client.sendRawTransaction({ serializedTransaction: raw }).then(
        () => sent.push(hash),
        async () => {
          if (await client.getTransactionReceipt({ hash }).catch(() => undefined)) sent.push(hash)
        },
      )
    }
    return sent
  }
}
