// The development wallet's keys and amounts (development builds only; see README.md beside this file).

/** localStorage key of the burner private key (listed in the privacy page's storage table). */
export const DEV_WALLET_KEY_STORAGE_KEY = 'stardust:dev-wallet-key'

/** wagmi connector id, also RainbowKit's wallet id; wagmi keeps `<id>.disconnected` under its prefix. */
export const DEV_WALLET_ID = 'stardustDevWallet'

/** Below this balance a connect tops the account up (10 ETH: a few hundred local transactions). */
export const DEV_WALLET_MIN_BALANCE_WEI = 10n * 10n ** 18n

/** What the top-up sets the balance to (hardhat_setBalance): 100 ETH, like hardhat's own accounts' order of size. */
export const DEV_WALLET_FUNDED_BALANCE_WEI = 100n * 10n ** 18n
