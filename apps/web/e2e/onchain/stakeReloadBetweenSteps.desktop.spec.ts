// Approve + stake (a wallet that cannot sign the permit), reloaded between the two transactions: the approval
// is mined, the stake's prompt is open. The reloaded page must not offer Stake again while the chain is read for
// that stake (a second click would stake twice once the first prompt is confirmed); confirmed, the stake is
// found and followed. One approval and one stake on chain, the amount staked once.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'
import { sentFrom } from './sentFrom'

const MANTLE = 5000

test('behavior: approve mined, the stake\'s prompt open at a reload: Stake off while the chain is read; confirmed, found and followed; one approval, one stake', async ({ page, walletFor }) => {
  test.setTimeout(150_000) // a sign-in, two transactions and a reload
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.failTypedData('unsupported')
  const client = chainClient(MANTLE)
  const { staking, token } = e2eDeployment(MANTLE)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await client.getBlockNumber()) + 1n
  const staked = () => client.readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })

  // The first prompt (approve) is confirmed as soon as it comes; the second (stake) stays open.
  const approval = wallet.hold({ methods: ['eth_sendTransaction'] })
  const stake = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('stake-amount-input').fill('40')
  await page.getByTestId('stake-submit').click()
  await approval.requested
  approval.approve()
  await stake.requested
  expect(await client.readContract({ address: token, abi: starTokenAbi, functionName: 'allowance', args: [account, staking!] })).toBe(parseEther('40'))

  await page.reload()
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const line = page.getByTestId('stake-in-flight')
  await expect(line).toHaveText('Stake 40 STAR: your wallet had not answered when this page loaded. Looking on the chain for this transaction from your account (mined or still waiting) before it is offered again…')
  await expect(page.getByTestId('stake-submit')).toBeDisabled()

  stake.approve()
  await expect(page.getByText('Stake 40 STAR: your wallet did not answer, but the transaction went out: we found it on chain and follow it here. Nothing else was sent.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('stake-staked')).toHaveText('40 STAR', { timeout: 20_000 })
  expect(await staked()).toBe(parseEther('40'))
  const sent = await sentFrom(MANTLE, account, fromBlock)
  expect(sent.map((tx) => tx.to?.toLowerCase())).toEqual([token.toLowerCase(), staking!.toLowerCase()])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(2)
})
