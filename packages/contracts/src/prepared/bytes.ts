// Byte helpers of the prepared airdrop: big-endian uint256 and byte-wise order.

export function uint256Bytes(value: bigint): Uint8Array {
  const out = new Uint8Array(32)
  let rest = value
  for (let k = 31; k >= 0 && rest > 0n; k--) {
    out[k] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return out
}

export function uint256Of(bytes: Uint8Array, offset: number): bigint {
  let hex = '0x'
  for (let k = offset; k < offset + 32; k++) hex += bytes[k]!.toString(16).padStart(2, '0')
  return BigInt(hex)
}

/** Compares `length` bytes of `a` at `aOffset` with `b` at `bOffset`. */
export function compareBytes(a: Uint8Array, aOffset: number, b: Uint8Array, bOffset: number, length: number): number {
  for (let k = 0; k < length; k++) {
    const d = a[aOffset + k]! - b[bOffset + k]!
    if (d !== 0) return d
  }
  return 0
}
