import { TYPED_DATA_FAILURES } from './constants.js'
import { TestWalletUsageError } from './errors.js'
import { texts } from './texts.js'
import type { RpcErrorShape, TypedDataFailure } from './types.js'

/** What the wallet does instead of signing: answer with an error, or never answer. */
export type ResolvedFailure = RpcErrorShape | 'never'

/** Turns a preset name into its error shape; shapes and 'never' pass through. */
export function resolveTypedDataFailure(failure: TypedDataFailure): ResolvedFailure {
  if (failure === 'never' || typeof failure === 'object') return failure
  const preset = (TYPED_DATA_FAILURES as Record<string, RpcErrorShape>)[failure]
  if (!preset) throw new TestWalletUsageError(texts.unknownFailure(failure, Object.keys(TYPED_DATA_FAILURES)))
  return preset
}
