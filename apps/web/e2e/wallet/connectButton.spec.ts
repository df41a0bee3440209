import type { Page, Route } from '@playwright/test'
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

/**
 * What is wrong with the header's bar: a control past either edge of the screen, over the next
 * one, or a text wrapped onto a second line (a shortened address broken after its '…').
 */
async function barProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const controls = [...document.querySelectorAll<HTMLElement>('.sd-header__bar a, .sd-header__bar button')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect(), name: element.getAttribute('aria-label') ?? element.innerText.trim() }))
      .sort((a, b) => a.box.left - b.box.left)
    const problems: string[] = []
    controls.forEach(({ element, box, name }, index) => {
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`'${name}' stands past the edge`)
      const next = controls[index + 1]
      if (next && box.right > next.box.left + 0.5) problems.push(`'${name}' covers '${next.name}'`)
      // A text node that wraps is drawn as one box per line.
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(text)
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0).length
        if (lines > 1) problems.push(`'${text.textContent?.trim()}' in '${name}' wraps onto ${lines} lines`)
      }
    })
    return problems
  })
}

test('behavior: balance and the chain name on large screens only; on small ones the avatar and the chain icon, and the bar fits', async ({ page, wallet }) => {
  await page.route(() => true, fakeRpc)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const account = page.getByTestId('rk-account-button')
  const chain = page.getByTestId('rk-chain-button')
  const short = wallet.address.slice(0, 4)

  const large = (page.viewportSize()?.width ?? 0) >= 768
  if (large) {
    await expect(account).toContainText(short, { ignoreCase: true, useInnerText: true })
    await expect(account).toContainText('1.5 ETH', { useInnerText: true })
    // Its own text names it; no label is set over it.
    await expect(account).not.toHaveAttribute('aria-label')
    await expect(chain).toContainText('Ethereum', { useInnerText: true })
    expect(await barProblems(page)).toEqual([])
  } else {
    await expect(account.locator('img, [role=img], svg, [style*="background"]').first()).toBeVisible()
    await expect(account).not.toContainText(short, { ignoreCase: true, useInnerText: true })
    // The avatar is aria-hidden: the button is named after the account for a screen reader.
    await expect(account).toHaveAccessibleName(`Account ${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`)
    await expect(account).not.toContainText('ETH', { useInnerText: true })
    await expect(chain).not.toContainText('Ethereum', { useInnerText: true })
    await expect(chain.locator('img, [role=img], svg').first()).toBeVisible()
    // The page's own account line still names the address.
    await expect(page.getByTestId('status-wallet')).toContainText(wallet.address.slice(0, 6), { ignoreCase: true })
    // The phone's width, then the narrowest phone the site is laid out for.
    for (const width of [page.viewportSize()?.width ?? 390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      await expect.poll(() => barProblems(page), { message: `${width} px` }).toEqual([])
    }
  }
})
