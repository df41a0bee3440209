import { mnemonicToAccount } from 'viem/accounts'

/** Hardhat's public development mnemonic: every local chain funds its first 20 accounts. Never for anything of value. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The first `count` development accounts (index 0 deploys and owns the local contracts). */
export function devAccounts(count = 10) {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex }))
}
