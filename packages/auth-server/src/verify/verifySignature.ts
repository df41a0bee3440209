import {
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  ExecutionRevertedError,
  hashMessage,
  RpcRequestError,
  type Client,
  type Hex,
} from 'viem'
import { call } from 'viem/actions'
import { SECP256K1_HALF_N } from '../constants.js'
import { RpcUnavailableError } from '../errors.js'
import { recoverSigner } from './recoverSigner.js'

export type VerifySignatureParameters = {
  address: `0x${string}`
  message: string
  signature: Hex
  /** Public client of the message's chain; without one only plain-account signatures verify. */
  client?: Client | undefined
}

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/

/** True when the error chain shows the node executed the call and it reverted: a verdict, not an outage. */
function isRevert(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof ExecutionRevertedError) return true
    if (current instanceof RpcRequestError && (current.code === 3 || /revert/i.test(current.details))) return true
  }
  return false
}

/** A 65-byte signature whose s is in the upper half of the curve order is a malleated copy (EIP-2). */
function isMalleable(signature: Hex): boolean {
  if (signature.length !== 132) return false
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return s > SECP256K1_HALF_N || ![0, 1, 27, 28].includes(v)
}

/** The signed text and signer; the part of VerifySignatureParameters both halves need. */
type SignedMessage = Omit<VerifySignatureParameters, 'client'>

/** Hex bytes and not a malleated copy; anything else is refused before recovery or RPC. */
const isWellFormed = (signature: Hex): boolean => HEX.test(signature) && !isMalleable(signature)

/** The local half: a plain account's signature, by recovery (no RPC). */
export function verifyLocally({ address, message, signature }: SignedMessage): boolean {
  return isWellFormed(signature) && signature.length === 132 && recoverSigner(message, signature) === address.toLowerCase()
}

/**
 * The RPC half: ERC-1271 (deployed) or ERC-6492 (counterfactual) through viem's universal
 * validator, run as a deployless eth_call. Skips local recovery, so a caller that already knows
 * it failed pays only for the call; malformed or malleated bytes still never reach the chain.
 */
export async function verifyOnChain(client: Client, { address, message, signature }: SignedMessage): Promise<boolean> {
  if (!isWellFormed(signature)) return false
  try {
    const { data } = await call(client, {
      data: encodeDeployData({
        abi: erc6492SignatureValidatorAbi,
        args: [address, hashMessage(message), signature],
        bytecode: erc6492SignatureValidatorByteCode,
      }),
    })
    // The validator's constructor returns one byte: 0x01 valid, 0x00 not.
    return data !== undefined && data !== '0x' && BigInt(data) === 1n
  } catch (error) {
    if (isRevert(error)) return false
    throw new RpcUnavailableError({ cause: error })
  }
}

/**
 * Verifies an EIP-191 personal signature of `message` by `address`: a plain account by local
 * recovery (no RPC), otherwise on-chain (verifyOnChain) when a client is given.
 *
 * Returns true or false only on a definite verdict; throws RpcUnavailableError when the RPC fails
 * or times out. viem's verifyMessage is not used directly because it folds RPC failures into
 * `false`, and a 503 that keeps the nonce needs the difference.
 */
export async function verifySignature(parameters: VerifySignatureParameters): Promise<boolean> {
  const { client, ...signed } = parameters
  if (verifyLocally(signed)) return true
  return client ? await verifyOnChain(client, signed) : false
}
