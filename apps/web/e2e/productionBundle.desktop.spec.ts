// The development chain and the development wallet exist in `next dev` only (src/wallet/siteChains.ts,
// src/wallet/walletGroups.ts): the production build this suite serves must carry neither. Node only:
// it reads the browser bundle that `next build` wrote.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { stardustLocal } from '@stardust/chains'
import { DEV_WALLET_ID, DEV_WALLET_KEY_STORAGE_KEY } from '../src/wallet/devWallet/constants'
import { DEV_WALLET_TEXTS } from '../src/wallet/devWallet/texts'

const staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static')

async function browserScripts(): Promise<Map<string, string>> {
  const files = (await readdir(staticDir, { recursive: true })).filter((file) => file.endsWith('.js'))
  return new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(staticDir, file), 'utf8')] as const)))
}

test('behavior: the production bundle has no Stardust Local and no development wallet', async () => {
  const scripts = await browserScripts()
  const all = [...scripts.values()]
  // The check reads the real wallet bundle: RainbowKit's wallet list and the six chains are there.
  expect(all.some((text) => text.includes('rk-recent'))).toBe(true)
  expect(all.some((text) => text.includes('Arbitrum Sepolia'))).toBe(true)

  for (const marker of [stardustLocal.name, DEV_WALLET_TEXTS.name, DEV_WALLET_ID, DEV_WALLET_KEY_STORAGE_KEY, 'hardhat_setBalance']) {
    const carriers = [...scripts].filter(([, text]) => text.includes(marker)).map(([file]) => file)
    expect(carriers, `'${marker}' in the production bundle`).toEqual([])
  }
})
