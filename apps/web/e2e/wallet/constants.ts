/** Chain ids of the site (see @stardust/chains). */
export const E2E_CHAIN_IDS = {
  mainnet: 1,
  sepolia: 11_155_111,
  arbitrum: 42_161,
  arbitrumSepolia: 421_614,
  mantle: 5_000,
  mantleSepolia: 5_003,
  /** Not one of the site's chains: the wallet on it means 'Wrong network'. */
  unsupported: 137,
} as const

/** The test wallet knows every site chain except Mantle Sepolia, which takes the 4902 add-chain path. */
export const E2E_WALLET_CHAIN_IDS = [
  E2E_CHAIN_IDS.mainnet,
  E2E_CHAIN_IDS.sepolia,
  E2E_CHAIN_IDS.arbitrum,
  E2E_CHAIN_IDS.arbitrumSepolia,
  E2E_CHAIN_IDS.mantle,
  E2E_CHAIN_IDS.unsupported,
]

/** RainbowKit lists an EIP-6963 wallet under Installed with this test id. */
export const TEST_WALLET_OPTION = 'rk-wallet-option-dev.stardust.testwallet'

/**
 * Budget for waits that include loading the wallet stack (about 430 KB of JavaScript for the
 * test wallet, see the web README) and a sign-in round trip (nonce, signature, login). The default expect timeout
 * (7 s) is not enough on CI's two busy cores: three phone tabs loading the stack at once took
 * up to 17 s to all read 'Signed in' (load average 16, CPU throttled 3x, 21 November 2026).
 */
export const WALLET_SIGN_IN_TIMEOUT_MS = 30_000
/** One connect-and-sign-in through the modal (measured up to 9 s under the same load). */
export const CONNECT_AND_SIGN_IN_TIMEOUT_MS = 20_000
/**
 * Whole-test budget of a wallet journey (the suite default is 30 s). Each journey loads the
 * wallet stack and signs in at least once; the first journeys of a run also meet a cold server.
 * Measured: 33-35 s for the two-step account journeys at a load average of 14 on two cores.
 */
export const WALLET_TEST_TIMEOUT_MS = 60_000
