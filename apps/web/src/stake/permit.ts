import type { Address } from 'viem'

/** EIP-2612 typed data for a STAR permit (OpenZeppelin ERC20Permit: name "Stardust", version "1"). */
export function starPermitTypedData({ chainId, token, owner, spender, value, nonce, deadline }: {
  chainId: number
  token: Address
  owner: Address
  spender: Address
  value: bigint
  nonce: bigint
  deadline: bigint
}) {
  return {
    domain: { name: 'Stardust', version: '1', chainId, verifyingContract: token },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  } as const
}

/** A permit is valid this long after the chain's latest block: enough for a slow wallet, short enough to expire if lost. */
export const PERMIT_TTL_SECONDS = 20n * 60n

// EIP-1193 4200 unsupported method, JSON-RPC -32601 method not found: the wallet cannot sign typed data.
const CANNOT_SIGN = new Set([4200, -32601])

/**
 * True when a permit signature failed because the wallet cannot make one (not because the person said
 * no): the stake then goes approve + stake instead. A rejection (4001) cancels the stake.
 */
export function walletCannotSignPermit(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'number' && CANNOT_SIGN.has(code)) return true
    current = cause
  }
  return false
}
