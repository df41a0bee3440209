import { encodeAbiParameters, keccak256, toHex, type Address, type StateOverride } from 'viem'

// OpenZeppelin 5's ERC20 keeps `_allowances` in storage slot 1 (after `_balances`); StarToken inherits ERC20 first.
const ALLOWANCES_SLOT = 1n

/**
 * The state a stake will find once its approval or permit is in: `spender` may move `amount` of `owner`'s
 * tokens. Lets the node estimate the stake before that step exists (nodes that take state overrides).
 */
export function allowanceOverride({ token, owner, spender, amount }: { token: Address; owner: Address; spender: Address; amount: bigint }): StateOverride {
  const inner = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [owner, ALLOWANCES_SLOT]))
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [spender, inner]))
  return [{ address: token, stateDiff: [{ slot, value: toHex(amount, { size: 32 }) }] }]
}
