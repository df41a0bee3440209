// OpenZeppelin's StandardMerkleTree, byte for byte, over flat byte arrays instead of hex strings: leaves
// sorted by hash, the tree as one array of 2n-1 nodes (root at 0, children of i at 2i+1 and 2i+2, leaf s of
// the sorted order at 2n-2-s), a node the keccak256 of its two children in ascending order.
// The hashing is @noble/hashes' keccak_256 (the one viem uses); nothing here is held per recipient as an object.
import { keccak_256 } from '@noble/hashes/sha3'
import { compareBytes } from './bytes.js'

export const NODE_BYTES = 32

/** keccak256(abi.encode(uint256, address, uint256)) twice: `encoded` is the 96-byte encoding. */
export function leafHash(encoded: Uint8Array): Uint8Array {
  return keccak_256(keccak_256(encoded))
}

/** keccak256 of the two 32-byte nodes in ascending order (OpenZeppelin's commutative node hash). */
export function nodeHash(a: Uint8Array, aOffset: number, b: Uint8Array, bOffset: number, scratch: Uint8Array): Uint8Array {
  const [first, firstOffset, second, secondOffset] = compareBytes(a, aOffset, b, bOffset, NODE_BYTES) <= 0 ? [a, aOffset, b, bOffset] : [b, bOffset, a, aOffset]
  scratch.set(first.subarray(firstOffset, firstOffset + NODE_BYTES), 0)
  scratch.set(second.subarray(secondOffset, secondOffset + NODE_BYTES), NODE_BYTES)
  return keccak_256(scratch)
}

export type FlatTree = {
  /** The 2n-1 nodes, 32 bytes each, in StandardMerkleTree's order. */
  tree: Uint8Array
  /** For input leaf i, its index in `tree`. */
  treeIndex: Uint32Array
}

/** Builds the tree of `count` leaf hashes (32 bytes each, in input order) exactly as StandardMerkleTree.of does. */
export function buildFlatTree(leaves: Uint8Array, count: number): FlatTree {
  const length = 2 * count - 1
  // Sort positions by leaf hash: the first 4 bytes decide almost always; equal prefixes compare in full.
  const prefix = new Uint32Array(count)
  const view = new DataView(leaves.buffer, leaves.byteOffset, leaves.byteLength)
  for (let i = 0; i < count; i++) prefix[i] = view.getUint32(i * NODE_BYTES)
  const order = new Uint32Array(count)
  for (let i = 0; i < count; i++) order[i] = i
  order.sort((x, y) => prefix[x]! - prefix[y]! || compareBytes(leaves, x * NODE_BYTES, leaves, y * NODE_BYTES, NODE_BYTES))

  const tree = new Uint8Array(length * NODE_BYTES)
  const treeIndex = new Uint32Array(count)
  for (let s = 0; s < count; s++) {
    const at = length - 1 - s
    const leaf = order[s]!
    tree.set(leaves.subarray(leaf * NODE_BYTES, (leaf + 1) * NODE_BYTES), at * NODE_BYTES)
    treeIndex[leaf] = at
  }
  const scratch = new Uint8Array(2 * NODE_BYTES)
  for (let i = length - 1 - count; i >= 0; i--)
    tree.set(nodeHash(tree, (2 * i + 1) * NODE_BYTES, tree, (2 * i + 2) * NODE_BYTES, scratch), i * NODE_BYTES)
  return { tree, treeIndex }
}

/** Tree indices of the proof of the node at `index`, leaf to root (StandardMerkleTree.getProof). */
export function proofIndices(index: number): number[] {
  const indices: number[] = []
  for (let i = index; i > 0; i = Math.floor((i - 1) / 2)) indices.push(i % 2 === 1 ? i + 1 : i - 1)
  return indices
}
