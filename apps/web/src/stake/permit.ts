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
