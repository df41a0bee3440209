import { toHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** Hardhat's public development key #i. Tests get one through takeDevAccount or the fundedKey fixture. */
export function devKey(index: number): Hex {
  return toHex(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).getHdKey().privateKey!)
}
