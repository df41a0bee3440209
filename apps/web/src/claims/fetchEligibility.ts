import type { Eligibility } from './claimState'

type ApiBody = {
  data?: { chainId: number; contract: `0x${string}`; amount: string; proof: `0x${string}`[]; deadline: number }
  error?: { code?: string }
}

/** How long the claims API has to answer before the page turns to the published proofs. */
export const CLAIMS_API_TIMEOUT_MS = 2_000

/** `signal` aborted, or `ms` passed: one signal for both (a page leaving, or an API that hangs). */
function withTimeout(signal: AbortSignal | null | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('the claims API did not answer in time', 'TimeoutError')), ms)
  const forward = () => controller.abort(signal?.reason)
  if (signal?.aborted) forward()
  else signal?.addEventListener('abort', forward, { once: true })
  return { signal: controller.signal, done: () => (clearTimeout(timer), signal?.removeEventListener('abort', forward)) }
}

/**
 * GET claims/{chainId}/{address} of our API, as a page state; any failure is 'unavailable', never "not
 * eligible". No answer within `timeoutMs`, no connection, or a 5xx without one of the API's own codes is
 * 'unavailable' with `apiDown`: the published proofs may answer instead.
 */
export async function fetchEligibility(
  baseUrl: string,
  chainId: number,
  address: string,
  init: RequestInit = {},
  timeoutMs = CLAIMS_API_TIMEOUT_MS,
): Promise<Eligibility> {
  let response: Response
  let body: ApiBody | undefined
  const timeout = withTimeout(init.signal, timeoutMs)
  try {
    response = await fetch(`${baseUrl.replace(/\/?$/, '/')}claims/${chainId}/${address}`, { ...init, signal: timeout.signal, headers: { accept: 'application/json' } })
    // Read whole under the same deadline: a body that never ends is no answer either.
    const text = await response.text()
    try {
      body = JSON.parse(text) as ApiBody
    } catch {
      body = undefined
    }
  } catch {
    return { state: 'unavailable', apiDown: !init.signal?.aborted }
  } finally {
    timeout.done()
  }
  if (response.ok && body?.data) {
    const { amount, proof, deadline, contract } = body.data
    if (!/^\d+$/.test(amount) || !Array.isArray(proof)) return { state: 'unavailable' }
    return { state: 'eligible', amount: BigInt(amount), proof, deadline, contract, source: 'api' }
  }
  switch (body?.error?.code) {
    case 'not_eligible':
      return { state: 'not-eligible', source: 'api' }
    case 'no_airdrop':
      return { state: 'no-airdrop' }
    case 'airdrop_mismatch':
      return { state: 'mismatch' }
    default:
      return { state: 'unavailable', apiDown: response.status >= 500 }
  }
}
