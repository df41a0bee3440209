import { E2E_CHAIN_IDS } from './constants'
import { connectAndSignIn, expect, test } from './fixtures'

test('behavior: on an unsupported chain the button says Wrong network; the chain modal switches', async ({ page, wallet }) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await wallet.switchChain(E2E_CHAIN_IDS.unsupported)

  const wrong = page.getByTestId('rk-wrong-network-button')
  await expect(wrong).toContainText('Wrong network')
  await wrong.click()
  await expect(page.getByText('Wrong network detected, switch or disconnect to continue.')).toBeVisible()
  await page.getByTestId(`rk-chain-option-${E2E_CHAIN_IDS.sepolia}`).click()

  await expect.poll(() => wallet.chainId).toBe(E2E_CHAIN_IDS.sepolia)
  await expect(wrong).toHaveCount(0)
  await expect(page.getByTestId('status-network')).toHaveText('Sepolia')
  // Switching networks is not signing in again.
  expect(wallet.signatureCount).toBe(1)
})

test('behavior: a chain the wallet does not know (4902) is added, then used, and named as the header names it', async ({ page, wallet }, testInfo) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await page.getByTestId('rk-chain-button').click()
  await page.getByTestId(`rk-chain-option-${E2E_CHAIN_IDS.mantleSepolia}`).click()

  await expect.poll(() => wallet.chainId).toBe(E2E_CHAIN_IDS.mantleSepolia)
  const switches = wallet.requests.filter((request) => request.method === 'wallet_switchEthereumChain')
  expect(switches[0]?.error?.code).toBe(4902)
  expect(wallet.requestCount('wallet_addEthereumChain')).toBe(1)
  // Issue 19: the page names the network as the header does (one lookup), not from a table of its own.
  await expect(page.getByTestId('status-network')).toHaveText('Mantle Sepolia Testnet')
  if (testInfo.project.name === 'desktop') await expect(page.getByTestId('rk-chain-button')).toContainText('Mantle Sepolia Testnet')
})
