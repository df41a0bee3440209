import type { Route } from '@playwright/test'
import { type Hex, decodeFunctionData, encodeAbiParameters, encodeFunctionResult, multicall3Abi, numberToHex, toFunctionSelector } from 'viem'
import { connectAndSignIn, expect, test } from './fixtures'

/** 1.5 ETH. */
const BALANCE = 1_500_000_000_000_000_000n
const GET_ETH_BALANCE = toFunctionSelector('getEthBalance(address)')
const AGGREGATE3 = toFunctionSelector('aggregate3((address,bool,bytes)[])')

type RpcCall = { id: number; method: string; params?: [{ data?: Hex }] }

/** viem reads balances through Multicall3's getEthBalance; anything else in the batch fails. */
function multicallResult(data: Hex): Hex {
  const { args } = decodeFunctionData({ abi: multicall3Abi, data })
  const calls = (args?.[0] ?? []) as readonly { callData: Hex }[]
  const results = calls.map(({ callData }) =>
    callData.startsWith(GET_ETH_BALANCE)
      ? { success: true, returnData: encodeAbiParameters([{ type: 'uint256' }], [BALANCE]) }
      : { success: false, returnData: '0x' as Hex },
  )
  return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
}

function answer(call: RpcCall) {
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id: call.id, result })
  if (call.method === 'eth_getBalance') return ok(numberToHex(BALANCE))
  if (call.method === 'eth_chainId') return ok('0x1')
  if (call.method === 'eth_blockNumber') return ok('0x10')
  const data = call.params?.[0]?.data
  if (call.method === 'eth_call' && data?.startsWith(AGGREGATE3)) return ok(multicallResult(data))
  return { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } }
}

/** Answers the site's chain reads in the page itself: a local stand-in for an RPC node. */
async function fakeRpc(route: Route) {
  const request = route.request()
  const body = request.method() === 'POST' ? request.postData() : null
  if (!body?.includes('"jsonrpc"')) return route.fallback()
  const parsed = JSON.parse(body) as RpcCall | RpcCall[]
  const json = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)
  return route.fulfill({ status: 200, contentType: 'application/json', json })
}

test('behavior: balance and the chain name on large screens only; an icon on small ones', async ({ page, wallet }) => {
  await page.route(() => true, fakeRpc)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const account = page.getByTestId('rk-account-button')
  const chain = page.getByTestId('rk-chain-button')
  await expect(account).toContainText(`${wallet.address.slice(0, 4)}`, { ignoreCase: true, useInnerText: true })

  const large = (page.viewportSize()?.width ?? 0) >= 768
  if (large) {
    await expect(account).toContainText('1.5 ETH', { useInnerText: true })
    await expect(chain).toContainText('Ethereum', { useInnerText: true })
  } else {
    await expect(account).not.toContainText('ETH', { useInnerText: true })
    await expect(chain).not.toContainText('Ethereum', { useInnerText: true })
    await expect(chain.locator('img, [role=img], svg').first()).toBeVisible()
  }
})
