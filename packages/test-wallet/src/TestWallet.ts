import type { PlaywrightBindingSource, PlaywrightBrowserContext as BrowserContext, PlaywrightPage as Page } from './playwright.js'
import { numberToHex, toHex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BINDING_NAME, DEFAULT_PRIVATE_KEYS, DEFAULT_WALLET_INFO, EMIT_NAME, RPC_ERROR } from './constants.js'
import { BaseError, ProviderRpcError, TestWalletUsageError } from './errors.js'
import { handleRequest } from './handleRequest.js'
import { HeldBroadcasts } from './heldBroadcasts.js'
import type { WalletHost } from './walletHost.js'
import { installProvider, type BindingResponse, type InstallProviderConfig } from './installProvider.js'
import { PromptScript } from './promptScript.js'
import { resolveTypedDataFailure } from './typedDataFailure.js'
import { resolveBatching, type Batching, type BatchingParameters, type SentBatch } from './batching.js'
import { texts } from './texts.js'
import type { WatchAssetMode, WatchedAsset } from './watchAsset.js'
import type { LostAnswer, MethodFilter, RpcErrorShape, TestWalletHold, TestWalletParameters, TestWalletRequest, TypedDataFailure } from './types.js'

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}

/**
 * One wallet, shared by every page of the contexts it is attached to: keys, selected account and
 * chain, site permissions and counters live here in Node; pages only hold a thin provider.
 */
export class TestWallet implements WalletHost {
  readonly accounts: readonly LocalAccount[]
  readonly script = new PromptScript()
  readonly requests: TestWalletRequest[] = []
  readonly canSwitchChain: boolean
  readonly allowRemoteRpc: boolean
  /** Tokens pages asked to watch and the wallet added (wallet_watchAsset), in order. */
  readonly watchedAssets: WatchedAsset[] = []
  readonly heldBroadcasts = new HeldBroadcasts()
  private watchAsset: WatchAssetMode
  private readonly config: InstallProviderConfig
  private readonly chains = new Map<number, string | undefined>()
  private readonly granted = new Set<string>()
  private readonly contexts = new Set<BrowserContext>()
  private readonly pageIds = new WeakMap<Page, string>()
  private accountIndex = 0
  private selectedChainId: number
  private isLocked = false
  private signatures = 0
  private batchingState: Batching
  private otherSigner: LocalAccount | undefined
  private readonly batches = new Map<string, SentBatch>()
  private readonly lostAnswers: { methods: Set<string>; how: LostAnswer }[] = []

  constructor(parameters: TestWalletParameters = {}) {
    this.accounts = (parameters.privateKeys ?? DEFAULT_PRIVATE_KEYS).map((key) => privateKeyToAccount(key))
    for (const chain of parameters.chains ?? [{ id: 1 }]) this.chains.set(chain.id, chain.rpcUrl)
    this.selectedChainId = parameters.chainId ?? [...this.chains.keys()][0] ?? 1
    this.chains.set(this.selectedChainId, this.chains.get(this.selectedChainId))
    this.canSwitchChain = parameters.canSwitchChain ?? true
    this.allowRemoteRpc = parameters.allowRemoteRpc ?? false
    this.watchAsset = parameters.watchAsset ?? 'accept'
    this.config = {
      binding: BINDING_NAME,
      emitName: EMIT_NAME,
      info: { ...DEFAULT_WALLET_INFO, ...parameters.info },
      injectWindowEthereum: parameters.injectWindowEthereum ?? true,
      flags: parameters.flags ?? {},
    }
    if (parameters.typedDataFailure) this.failTypedData(parameters.typedDataFailure)
    this.batchingState = resolveBatching(parameters.batching)
  }

  // ---- state the pages see --------------------------------------------------------------
  get account(): LocalAccount {
    return this.accounts[this.accountIndex] as LocalAccount
  }
  get address(): `0x${string}` {
    return this.account.address
  }
  get chainId(): number {
    return this.selectedChainId
  }
  get watchAssetMode(): WatchAssetMode {
    return this.watchAsset
  }
  get locked(): boolean {
    return this.isLocked
  }
  get info(): InstallProviderConfig['info'] {
    return this.config.info
  }
  /** Signatures made so far (personal_sign, typed data, transactions), over every page. */
  get signatureCount(): number {
    return this.signatures
  }
  /** How many times pages called `method`. */
  requestCount(method: string): number {
    return this.requests.filter((request) => request.method === method).length
  }

  // ---- wiring ---------------------------------------------------------------------------
  /** Injects the provider into every page of `context` (current and future documents). */
  async attach(context: BrowserContext): Promise<void> {
    this.contexts.add(context)
    await context.exposeBinding(BINDING_NAME, (source: PlaywrightBindingSource, payload: unknown) =>
      this.onBinding(source, payload),
    )
    await context.addInitScript(installProvider, this.config)
  }

  private async onBinding(source: PlaywrightBindingSource, payload: unknown): Promise<BindingResponse> {
    const { method, params } = (payload ?? {}) as { method: string; params?: unknown }
    const origin = originOf(source.frame.url())
    const record: TestWalletRequest = { method, params, origin, at: Date.now() }
    this.requests.push(record)
    // Taken as the request arrives: it is this request whose answer is lost, whatever comes after it.
    const lost = this.takeLostAnswer(method)
    try {
      record.result = await handleRequest(this, { method, params, origin, pageId: this.pageId(source.page) })
      // Done (sent, signed) all the same: only the page's answer is lost. `result` keeps what the wallet did.
      if (lost === 'never') return await new Promise<never>(() => undefined)
      if (lost === 'timeout') throw new ProviderRpcError(RPC_ERROR.internal, texts.requestTimedOut)
      record.answeredAt = Date.now()
      return { result: record.result ?? null }
    } catch (error) {
      record.answeredAt = Date.now()
      const rpc: RpcErrorShape =
        error instanceof ProviderRpcError
          ? error.rpcCode === undefined
            ? { message: error.shortMessage }
            : { code: error.rpcCode, message: error.shortMessage, data: error.data }
          : { code: -32603, message: error instanceof BaseError ? error.shortMessage : String(error) }
      record.error = rpc
      return { error: rpc }
    }
  }

  private takeLostAnswer(method: string): LostAnswer | undefined {
    const index = this.lostAnswers.findIndex((lost) => lost.methods.has(method))
    if (index < 0) return undefined
    return this.lostAnswers.splice(index, 1)[0]!.how
  }

  private pageId(page: Page): string {
    let id = this.pageIds.get(page)
    if (!id) this.pageIds.set(page, (id = crypto.randomUUID()))
    return id
  }

  private pages(): Page[] {
    return [...this.contexts].flatMap((context) => context.pages())
  }

  /** Delivers a provider event to the pages that pass `filter`; closed or navigating pages miss it. */
  private async deliver(event: string, payload: unknown, filter: (page: Page) => boolean = () => true): Promise<void> {
    await Promise.all(
      this.pages()
        .filter(filter)
        .map((page) =>
          page
            .evaluate(
              ({ name, event, payload }) => {
                const emit = (window as unknown as Record<string, unknown>)[name]
                if (typeof emit === 'function') emit(event, payload)
              },
              { name: EMIT_NAME, event, payload },
            )
            .catch(() => undefined),
        ),
    )
  }

  /** accountsChanged to the pages of `origins`; `except` is the page whose own request caused it. */
  private async announceAccounts(origins: Iterable<string>, except?: string): Promise<void> {
    await Promise.all(
      [...origins].map((origin) =>
        this.deliver('accountsChanged', this.visibleAccounts(origin), (page) => {
          return originOf(page.url()) === origin && this.pageIds.get(page) !== except
        }),
      ),
    )
  }

  // ---- WalletHost (called by the request handler) ---------------------------------------
  rpcUrl(chainId: number): string | undefined {
    return this.chains.get(chainId)
  }
  knowsChain(chainId: number): boolean {
    return this.chains.has(chainId)
  }
  isGranted(origin: string): boolean {
    return this.granted.has(origin)
  }
  /** The selected account, once `origin` has access and while the wallet is unlocked. */
  visibleAccounts(origin: string): string[] {
    return this.granted.has(origin) && !this.isLocked ? [this.address.toLowerCase()] : []
  }
  countSignature(): void {
    this.signatures += 1
  }
  get typedDataSigner(): LocalAccount | undefined {
    return this.otherSigner
  }
  get batching(): Batching {
    return this.batchingState
  }
  knownChains(): number[] {
    return [...this.chains.keys()]
  }
  recordBatch(batch: SentBatch): `0x${string}` {
    const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
    this.batches.set(id, batch)
    return id
  }
  batch(id: `0x${string}`): SentBatch | undefined {
    return this.batches.get(id.toLowerCase())
  }
  /** Transaction hashes of the batches sent so far, in order (one each when atomic). */
  get sentBatches(): readonly SentBatch[] {
    return [...this.batches.values()]
  }
  async grant(origin: string, requester?: string): Promise<void> {
    if (this.granted.has(origin)) return
    this.granted.add(origin)
    await this.announceAccounts([origin], requester)
  }
  async revoke(origin: string, requester?: string): Promise<void> {
    if (!this.granted.delete(origin)) return
    await this.announceAccounts([origin], requester)
  }
  async selectChain(chainId: number): Promise<void> {
    if (chainId === this.selectedChainId) return
    this.selectedChainId = chainId
    await this.deliver('chainChanged', numberToHex(chainId))
  }

  // ---- scripting (called by the test) ---------------------------------------------------
  /** The next prompt (or the next of `methods`) fails with `code` (default 4001, user rejected). */
  rejectNext(options?: MethodFilter & { code?: number; message?: string }): void {
    this.script.rejectNext(options)
  }
  /**
   * The next call of one of `methods` is carried out (a transaction or batch is sent, a message signed) but its
   * answer is lost: the page gets -32603 "Request timed out" (`timeout`, the default) or no answer at all
   * (`never`), as wallets whose relay answers late do. `requests[i].result` still holds what the wallet did.
   */
  loseAnswer({ methods, how = 'timeout' }: { methods: readonly string[]; how?: LostAnswer }): void {
    this.lostAnswers.push({ methods: new Set(methods), how })
  }
  /** Every later prompt (or every later call of `methods`) waits `ms` first; 0 turns it off. */
  delay(ms: number, filter?: MethodFilter): void {
    this.script.setDelay(ms, filter)
  }
  /** Parks the next prompt until the test calls approve() or reject(). */
  hold(filter?: MethodFilter): TestWalletHold {
    return this.script.hold(filter)
  }
  /**
   * From now on every `eth_signTypedData_v4` fails as `failure` does (a name of `TYPED_DATA_FAILURES`,
   * an error shape, or 'never': no answer at all), like a wallet that cannot sign EIP-712 data.
   * Standing, not one-shot; `failTypedData(undefined)` signs again (a 'never' request stays unanswered).
   */
  failTypedData(failure: TypedDataFailure | undefined): void {
    this.script.setFailure(failure === undefined ? undefined : resolveTypedDataFailure(failure), { methods: ['eth_signTypedData_v4'] })
  }
  /**
   * EIP-5792 from now on: `atomic` ('supported' | 'ready' | 'unsupported'; undefined: no EIP-5792 at all),
   * how `wallet_getCapabilities` answers ('answer' | 'fail' | 'never' | 'decimalKeys') and how
   * `wallet_getCallsStatus` does ('truthful' | 'pending' | 'noReceipts' | 'notAtomic'). Fields left out keep their value.
   */
  setBatching(batching: BatchingParameters): void {
    this.batchingState = resolveBatching(batching, this.batchingState)
  }
  /**
   * From now on `eth_signTypedData_v4` is signed by `privateKey` instead of the account, as a smart account
   * does with its owner's key (a valid-looking signature an ECDSA-only permit refuses); undefined: the account again.
   */
  signTypedDataWith(privateKey: `0x${string}` | undefined): void {
    this.otherSigner = privateKey === undefined ? undefined : privateKeyToAccount(privateKey)
  }
  /**
   * From now on `eth_sendTransaction` signs and answers the hash but does not broadcast, like a wallet sending
   * through a private relay: the page's transaction stays pending (unknown to the node) until `releaseBroadcasts()`.
   */
  holdBroadcasts(): void {
    this.heldBroadcasts.hold()
  }
  /** Broadcasts every held transaction in order and stops holding; resolves with the hashes the chain took. */
  releaseBroadcasts(): Promise<`0x${string}`[]> {
    return this.heldBroadcasts.release()
  }
  /** How later `wallet_watchAsset` requests are answered: 'accept', 'refuse' (4001) or 'unsupported' (-32601). */
  setWatchAsset(mode: WatchAssetMode): void {
    this.watchAsset = mode
  }
  /** Selects account `index`, as a user would in the wallet; granted sites get accountsChanged. */
  async switchAccount(index: number): Promise<void> {
    if (!this.accounts[index]) throw new TestWalletUsageError(texts.badAccountIndex(index, this.accounts.length))
    if (index === this.accountIndex) return
    this.accountIndex = index
    await this.announceAccounts(this.granted)
  }
  /** Switches chain from inside the wallet (adding it if unknown); every page gets chainChanged. */
  async switchChain(chainId: number): Promise<void> {
    this.addChain(chainId)
    await this.selectChain(chainId)
  }
  /** Makes a chain known, optionally with the local RPC its read calls go to. */
  addChain(chainId: number, rpcUrl?: string): void {
    if (rpcUrl !== undefined || !this.chains.has(chainId)) this.chains.set(chainId, rpcUrl ?? this.chains.get(chainId))
  }
  /** Forgets a chain, so switching to it answers 4902 until it is added again. */
  removeChain(chainId: number): void {
    if (chainId !== this.selectedChainId) this.chains.delete(chainId)
  }
  /** Locks the wallet: no accounts anywhere (accountsChanged []), prompts answer 4100. */
  async lock(): Promise<void> {
    if (this.isLocked) return
    this.isLocked = true
    await this.announceAccounts(this.granted)
  }
  async unlock(): Promise<void> {
    if (!this.isLocked) return
    this.isLocked = false
    await this.announceAccounts(this.granted)
  }
  /** Disconnects a site (or every site) from inside the wallet. */
  async revokeAll(origin?: string): Promise<void> {
    for (const granted of [...this.granted]) if (!origin || granted === origin) await this.revoke(granted)
  }
  /** Sends any provider event (e.g. 'disconnect') to every page. */
  async emit(event: string, payload: unknown): Promise<void> {
    await this.deliver(event, payload)
  }
  /** Clears the request log and the signature counter; keeps accounts, chain and permissions. */
  resetCounts(): void {
    this.requests.length = 0
    this.signatures = 0
  }
}

/** Creates a wallet; call `attach(context)` before opening pages. */
export function createTestWallet(parameters?: TestWalletParameters): TestWallet {
  return new TestWallet(parameters)
}
