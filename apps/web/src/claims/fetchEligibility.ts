import type { Eligibility } from './claimState'

type ApiBody = {
  data?: { chainId: number; contract: `0x${string}`; amount: string; proof: `0x${string}`[]; deadline: number }
  error?: { code?: string }
}

/** GET claims/{chainId}/{address} of our API, as a page state; any failure is 'unavailable', never "not eligible". */
export async function fetchEligibility(baseUrl: string, chainId: number, address: string, init: RequestInit = {}): Promise<Eligibility> {
  let response: Response
  let body: ApiBody
  try {
    response = await fetch(`${baseUrl.replace(/\/?$/, '/')}claims/${chainId}/${address}`, { ...init, headers: { accept: 'application/json' } })
    body = (await response.json()) as ApiBody
  } catch {
    return { state: 'unavailable' }
  }
  if (response.ok && body.data) {
    const { amount, proof, deadline, contract } = body.data
    if (!/^\d+$/.test(amount) || !Array.isArray(proof)) return { state: 'unavailable' }
    return { state: 'eligible', amount: BigInt(amount), proof, deadline, contract }
  }
  switch (body.error?.code) {
    case 'not_eligible':
      return { state: 'not-eligible' }
    case 'no_airdrop':
      return { state: 'no-airdrop' }
    case 'airdrop_mismatch':
      return { state: 'mismatch' }
    default:
      return { state: 'unavailable' }
  }
}
