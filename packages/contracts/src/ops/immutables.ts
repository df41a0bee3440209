import { domainSeparator, encodeAbiParameters, keccak256, padHex, stringToHex, toHex, type Address, type Hex } from 'viem'

/** What an immutable's value is made of: the contract's own address and chain, and its constructor arguments. */
export type ImmutableContext = { chainId: number; address: Address; args: readonly unknown[] }
/** An immutable's expected 32-byte word, its ABI type (for showing it) and, in words, what gives it. */
export type ExpectedImmutable = { value: Hex; type: string; from: string }
type Expected = ExpectedImmutable

const word = (type: string, value: unknown): Hex => encodeAbiParameters([{ type }], [value])

/** OpenZeppelin's ShortString of a text under 32 bytes: the bytes left-aligned, the length in the last byte. */
const shortString = (text: string): Hex => {
  const bytes = stringToHex(text)
  const length = (bytes.length - 2) / 2
  if (length > 31) throw new Error(`"${text}" is too long for a ShortString`)
  return `${padHex(bytes, { dir: 'right', size: 31 })}${toHex(length, { size: 1 }).slice(2)}` as Hex
}

/** OpenZeppelin's EIP712(name, version): seven immutables fixed by the name, the version, the chain and the address. */
function eip712(name: string, version: string, { chainId, address }: ImmutableContext): Record<string, Expected> {
  const domain = { name, version, chainId, verifyingContract: address }
  return {
    _cachedDomainSeparator: { value: domainSeparator({ domain }), type: 'bytes32', from: `the separator of the EIP-712 domain ("${name}", "${version}", chain ${chainId}, this address)` },
    _cachedChainId: { value: word('uint256', BigInt(chainId)), type: 'uint256', from: 'the chain id' },
    _cachedThis: { value: word('address', address), type: 'address', from: "the contract's address" },
    _hashedName: { value: keccak256(stringToHex(name)), type: 'bytes32', from: `keccak256("${name}")` },
    _hashedVersion: { value: keccak256(stringToHex(version)), type: 'bytes32', from: `keccak256("${version}")` },
    _name: { value: shortString(name), type: 'bytes32', from: `"${name}" as a ShortString` },
    _version: { value: shortString(version), type: 'bytes32', from: `"${version}" as a ShortString` },
  }
}

const arg = (ctx: ImmutableContext, index: number, type: string, name: string): Expected => ({ value: word(type, ctx.args[index]), type, from: `the recorded ${name}` })

/**
 * Every immutable of each Stardust contract, by its name in the source, with the value the record's constructor
 * arguments give it. An immutable the build has and this table lacks fails verify, so a new one cannot go unchecked.
 */
export const EXPECTED_IMMUTABLES: Record<string, (ctx: ImmutableContext) => Record<string, Expected>> = {
  StarToken: (ctx) => ({ ...eip712('Stardust', '1', ctx), _cap: arg(ctx, 1, 'uint256', 'supply cap') }),
  StarStaking: (ctx) => ({ stakingToken: arg(ctx, 0, 'address', 'token') }),
  StarSale: (ctx) => ({ token: arg(ctx, 0, 'address', 'token') }),
  StarClaim: (ctx) => ({
    ...eip712('StarClaim', '1', ctx),
    token: arg(ctx, 0, 'address', 'token'),
    merkleRoot: arg(ctx, 1, 'bytes32', 'Merkle root'),
    deadline: arg(ctx, 2, 'uint64', 'deadline'),
    treasury: arg(ctx, 3, 'address', 'treasury'),
  }),
  StarTimelock: () => ({}),
}
