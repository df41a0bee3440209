import { PROMPT_METHODS, RPC_ERROR } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { texts } from './texts.js'
import type { ResolvedFailure } from './typedDataFailure.js'
import type { MethodFilter, TestWalletHold } from './types.js'

type Matcher = (method: string) => boolean
type OneShot =
  | { kind: 'reject'; matches: Matcher; code: number; message: string }
  | { kind: 'hold'; matches: Matcher; arrive: (request: HeldRequest) => void; decision: Promise<number | null> }
type HeldRequest = { method: string; params: unknown; origin: string }

function matcher(filter: MethodFilter | undefined): Matcher {
  const methods = new Set<string>(filter?.methods ?? PROMPT_METHODS)
  return (method) => methods.has(method)
}

/**
 * What the "user" does at the next prompts: one-shot rejections and holds, consumed in the order
 * they were scripted, plus a standing delay. Only prompt methods reach this (see PROMPT_METHODS).
 */
export class PromptScript {
  private oneShots: OneShot[] = []
  private delay: { ms: number; matches: Matcher } = { ms: 0, matches: () => false }
  private failure: { failure: ResolvedFailure; matches: Matcher } | undefined

  rejectNext(options: MethodFilter & { code?: number; message?: string } = {}): void {
    const code = options.code ?? RPC_ERROR.userRejected
    this.oneShots.push({ kind: 'reject', matches: matcher(options), code, message: options.message ?? texts.userRejected })
  }

  /** A standing failure (a wallet that cannot do the method): every matching prompt fails; undefined clears it. */
  setFailure(failure: ResolvedFailure | undefined, filter?: MethodFilter): void {
    this.failure = failure === undefined ? undefined : { failure, matches: matcher(filter) }
  }

  setDelay(ms: number, filter?: MethodFilter): void {
    this.delay = { ms, matches: matcher(filter) }
  }

  hold(filter?: MethodFilter): TestWalletHold {
    let arrive!: (request: HeldRequest) => void
    let decide!: (code: number | null) => void
    const requested = new Promise<HeldRequest>((resolve) => (arrive = resolve))
    const decision = new Promise<number | null>((resolve) => (decide = resolve))
    this.oneShots.push({ kind: 'hold', matches: matcher(filter), arrive, decision })
    return {
      requested,
      approve: () => decide(null),
      reject: (code = RPC_ERROR.userRejected) => decide(code),
    }
  }

  /** Plays the script for one prompt: waits, then throws if the "user" says no. */
  async play(request: HeldRequest): Promise<void> {
    if (this.delay.ms > 0 && this.delay.matches(request.method)) {
      await new Promise((resolve) => setTimeout(resolve, this.delay.ms))
    }
    // A wallet that cannot do the method never shows a prompt, so one-shots stay for later.
    if (this.failure?.matches(request.method)) {
      const { failure } = this.failure
      if (failure === 'never') return await new Promise<never>(() => undefined)
      throw new ProviderRpcError(failure.code, failure.message, { data: failure.data })
    }
    const index = this.oneShots.findIndex((shot) => shot.matches(request.method))
    const shot = this.oneShots[index]
    if (!shot) return
    this.oneShots.splice(index, 1)
    if (shot.kind === 'reject') throw new ProviderRpcError(shot.code, shot.message)
    shot.arrive(request)
    const code = await shot.decision
    if (code !== null) throw new ProviderRpcError(code, texts.userRejected)
  }
}
