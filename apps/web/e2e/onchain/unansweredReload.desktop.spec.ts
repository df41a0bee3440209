// A batch stake (approve + stake in one wallet_sendCalls) that the wallet sent but never answered, still
// waiting for a block when the page reloads: the wallet gave no id, so nothing told the reloaded page of it,
// and it offered Stake again at once. Now the request is written before the wallet opens, and the reloaded
// page reads the chain (the account's nonce, the staked balance, the allowance) before Stake is offered
// again, then says what it found. Automatic mining is off while the batch waits: the test is chain-wide
// (CHAIN_WIDE), so it runs alone on chains of its own.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { CHAIN_WIDE, chainClient, chainWallet, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'
import { sentFrom } from './sentFrom'

const MANTLE = 5000
const FOUND = { timeout: 30_000 }

test('default: a batch stake never answered and pending at a reload: Stake is off while the chain is read, then the page says the stake is on chain; one stake', { tag: CHAIN_WIDE }, async ({ page, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a reload, each loading the wallet stack
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported' })
  wallet.loseAnswer({ methods: ['wallet_sendCalls'], how: 'never' })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('stake-hint')).toHaveText(/one confirmation/i)
  const client = chainClient(MANTLE)
  const fromBlock = (await client.getBlockNumber()) + 1n
  const { staking } = e2eDeployment(MANTLE)
  const staked = () => client.readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })

  await client.setAutomine(false)
  try {
    await page.getByTestId('stake-amount-input').fill('500')
    await page.getByTestId('stake-submit').click()
    // The wallet sent the batch (it waits for a block) and keeps its answer.
    await expect.poll(() => wallet.requests.find((r) => r.method === 'wallet_sendCalls')?.result, { timeout: 20_000 }).toBeDefined()
    expect(await staked()).toBe(0n)

    await page.reload()
    await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    const line = page.getByTestId('stake-in-flight')
    await expect(line).toHaveAttribute('data-state', 'in-flight')
    await expect(line).toContainText('Stake 500 STAR: your wallet had not answered when this page loaded. Checking the chain')
    await expect(page.getByTestId('stake-submit')).toBeDisabled()

    await client.mine({ blocks: 1 })
    expect(await staked()).toBe(parseEther('500'))
    await expect(line).toHaveAttribute('data-state', 'found', FOUND)
    await expect(line).toHaveAttribute('data-finding', 'done')
    await expect(line).toHaveText('Stake 500 STAR: the chain shows it done, although your wallet did not answer. Nothing else was sent.')
    await expect(page.getByTestId('stake-staked')).toHaveText('500 STAR', FOUND)
    await expect(page.getByTestId('stake-submit')).toBeEnabled()
  } finally {
    await client.setAutomine(true)
  }
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0) // no approve + stake on top of it
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(0) // no permit either
  expect((await sentFrom(MANTLE, account, fromBlock)).map((tx) => tx.hash)).toEqual(wallet.sentBatches[0]!.hashes)
  expect(await staked()).toBe(parseEther('500'))
  const records = await page.evaluate(() => JSON.parse(localStorage.getItem('stardust:unanswered') ?? '[]') as { status: string; finding?: string }[])
  expect(records).toEqual([expect.objectContaining({ status: 'confirmed', finding: 'done' })])
})

// The allowance as evidence: the wallet ran the calls one by one (it ignores atomicRequired), the approval was
// mined, and the stake could not follow (the account's STAR left it meanwhile). The chain shows the nonce
// moved, no stake, and an allowance of the amount: the page says the approval went through, not the rest.
test('behavior: a batch never answered whose approval alone went through, pending at a reload: the page reads the allowance and says so', { tag: CHAIN_WIDE }, async ({ page, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a reload, each loading the wallet stack
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported', status: 'notAtomic' })
  wallet.loseAnswer({ methods: ['wallet_sendCalls'], how: 'never' })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('stake-hint')).toHaveText(/one confirmation/i)
  const client = chainClient(MANTLE)
  const { staking, token } = e2eDeployment(MANTLE)
  const nonceBefore = await client.getTransactionCount({ address: account, blockTag: 'pending' })

  await client.setAutomine(false)
  try {
    await page.getByTestId('stake-amount-input').fill('500')
    await page.getByTestId('stake-submit').click()
    // The approval waits for a block; the wallet sends the stake only once it is mined.
    await expect.poll(() => client.getTransactionCount({ address: account, blockTag: 'pending' }), { timeout: 20_000 }).toBe(nonceBefore + 1)
    await page.reload()
    await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    const line = page.getByTestId('stake-in-flight')
    await expect(line).toHaveAttribute('data-state', 'in-flight')
    await expect(page.getByTestId('stake-submit')).toBeDisabled()
    // The account's STAR leaves it in the approval's block: the wallet's stake then fails its estimate.
    await chainWallet(MANTLE, key).writeContract({ address: token, abi: starTokenAbi, functionName: 'transfer', args: ['0x000000000000000000000000000000000000dEaD', parseEther('1000')], chain: null })
    await client.mine({ blocks: 1 })
    await expect(line).toHaveAttribute('data-state', 'found', FOUND)
    await expect(line).toHaveAttribute('data-finding', 'first-step')
    await expect(line).toHaveText('Stake 500 STAR: your wallet did not answer clearly. The chain shows the approval went through but not the rest: trying again needs no new approval.')
  } finally {
    await client.setAutomine(true)
  }
  expect(await client.readContract({ address: token, abi: starTokenAbi, functionName: 'allowance', args: [account, staking!] })).toBe(parseEther('500'))
  expect(await client.readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })).toBe(0n)
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
})
