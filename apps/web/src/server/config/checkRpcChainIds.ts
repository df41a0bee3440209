import { getRpcUrls, LOCAL_RPC_ENV_VAR, RPC_ENV_VARS } from '@stardust/chains'
import { chainName } from '@/onchain/chainName'

type Env = Record<string, string | undefined>

export type RpcChainIdFinding =
  /** The RPC answered another chain's id: the start stops. */
  | { kind: 'wrong_chain'; chainId: number; variable: string; position: number; answered: number }
  /** No answer within the limit: logged, not fatal (an RPC down only degrades the site). */
  | { kind: 'no_answer'; chainId: number; variable: string; position: number }

const VARIABLE_BY_CHAIN: Record<number, string> = { ...RPC_ENV_VARS, 31_337: LOCAL_RPC_ENV_VAR }
const CHAIN_ID_TIMEOUT_MS = 3_000

async function askChainId(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(CHAIN_ID_TIMEOUT_MS),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}

/**
 * Asks every configured RPC of the given chains its chain id (eth_chainId, 3 s each, all at once).
 * Each finding names the chain, the variable and the URL's position in its list: never the URL,
 * which may carry a provider key. WebSocket URLs are not asked (the site reads over HTTP).
 */
export async function checkRpcChainIds(chainIds: readonly number[], env: Env): Promise<RpcChainIdFinding[]> {
  const checks = chainIds.flatMap((chainId) => {
    const variable = VARIABLE_BY_CHAIN[chainId]
    if (!variable) return []
    return getRpcUrls(chainId, env).map(async (url, index): Promise<RpcChainIdFinding | undefined> => {
      if (!/^https?:/i.test(url)) return undefined
      const answered = await askChainId(url)
      const where = { chainId, variable, position: index + 1 }
      if (answered === undefined) return { kind: 'no_answer', ...where }
      return answered === chainId ? undefined : { kind: 'wrong_chain', ...where, answered }
    })
  })
  return (await Promise.all(checks)).filter((finding) => finding !== undefined)
}

/** A finding in words, for the start's message and the log. */
export function describeFinding(finding: RpcChainIdFinding): string {
  const rpc = `${chainName(finding.chainId)} (${finding.chainId}) RPC #${finding.position} of ${finding.variable}`
  return finding.kind === 'wrong_chain' ? `${rpc} answers chain id ${finding.answered}, not ${finding.chainId}` : `${rpc} did not answer eth_chainId within 3 s`
}
