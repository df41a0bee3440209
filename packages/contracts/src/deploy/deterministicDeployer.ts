import { concatHex, getContractAddress, type Address, type Hex, type PublicClient } from 'viem'

/**
 * The deterministic deployment proxy (Arachnid's): `CREATE2` from one address on every chain, so the same init code
 * and salt give the same contract address everywhere. Already on Ethereum, Arbitrum and Mantle; anywhere else (a
 * local node) its public keyless transaction creates it: pre-EIP-155, so valid on every chain id, sent from an address
 * nobody holds the key of once 0.01 ETH of gas (100 gwei x 100,000) is there.
 */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
export const DETERMINISTIC_DEPLOYER_SIGNER: Address = '0x3fab184622dc19b6109349b94811493bf2a45362'
export const DETERMINISTIC_DEPLOYER_FUNDING = 10_000_000_000_000_000n
export const DETERMINISTIC_DEPLOYER_TRANSACTION: Hex =
  '0xf8a58085174876e800830186a08080b853604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf31ba02222222222222222222222222222222222222222222222222222222222222222a02222222222222222222222222222222222222222222222222222222222222222'

/** Where `initCode` lands when sent to the deterministic deployer with `salt`. */
export function create2Address(salt: Hex, initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode })
}

/** The calldata the deterministic deployer takes: the salt, then the init code. */
export function create2Calldata(salt: Hex, initCode: Hex): Hex {
  return concatHex([salt, initCode])
}

export async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address })
  return code !== undefined && code !== '0x'
}
