import { createTestWallet } from '@stardust/test-wallet'
import { generatePrivateKey } from 'viem/accounts'
import { E2E_CHAIN_IDS, E2E_WALLET_CHAIN_IDS } from './constants'
import { connectAndSignIn, expect, test } from './fixtures'

test.use({
  wallet: async ({ context }, use) => {
    const wallet = createTestWallet({
      privateKeys: [generatePrivateKey()],
      chains: E2E_WALLET_CHAIN_IDS.map((id) => ({ id })),
      canSwitchChain: false,
    })
    await wallet.attach(context)
    await use(wallet)
  },
})

test('behavior: a wallet that cannot switch from the app gets the notice to switch inside it', async ({ page, wallet }) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await page.getByTestId('rk-chain-button').click()
  await page.getByTestId(`rk-chain-option-${E2E_CHAIN_IDS.arbitrum}`).click()

  await expect(
    page.getByText('Your wallet does not support switching networks from Stardust. Try switching networks from within your wallet instead.'),
  ).toBeVisible()
  expect(wallet.chainId).toBe(E2E_CHAIN_IDS.mainnet)
})
