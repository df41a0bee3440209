// The development chain and the development wallet exist in `next dev` only (src/wallet/siteChains.ts,
// src/wallet/walletGroups.ts): the production build this suite serves must carry neither, and carries one copy of
// each workspace package's browser modules. Node only: it reads the browser bundle that `next build` wrote.
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { stardustLocal } from '@stardust/chains'
import { browserScripts, markerModules, modulesById } from './bundleModules.mjs'
import { DEV_WALLET_ID, DEV_WALLET_KEY_STORAGE_KEY } from '../src/wallet/devWallet/constants'
import { DEV_WALLET_TEXTS } from '../src/wallet/devWallet/texts'

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')

test('behavior: the production bundle has no Stardust Local and no development wallet', () => {
  const scripts = browserScripts(distDir)
  const all = [...scripts.values()]
  // The check reads the real wallet bundle: RainbowKit's wallet list and the six chains are there.
  expect(all.some((text) => text.includes('rk-recent'))).toBe(true)
  expect(all.some((text) => text.includes('Arbitrum Sepolia'))).toBe(true)

  for (const marker of [stardustLocal.name, DEV_WALLET_TEXTS.name, DEV_WALLET_ID, DEV_WALLET_KEY_STORAGE_KEY, 'hardhat_setBalance']) {
    const carriers = [...scripts].filter(([, text]) => text.includes(marker)).map(([file]) => file)
    expect(carriers, `'${marker}' in the production bundle`).toEqual([])
  }
})

/**
 * Strings that only one module of a package holds. A package built as one file (its core a single module) was
 * copied by Turbopack into every chunk group importing any of its names: wallet-auth's core into five chunks
 * (three of them loaded by a signed-in visitor of /stake), the chains package into three. Its constants (a few
 * hundred bytes, shared by the lazily loaded DPoP signer) may still be in two.
 */
const ONE_COPY = [
  { module: "wallet-auth's sign-in request announcer (its core)", marker: 'sign-in-request-ended' },
  { module: "wallet-auth's sign-in attempt (its core)", marker: 'AttemptAbortedError' },
  { module: "the chains package's RPC cool-down", marker: 'endpoint_cooling' },
]

test('behavior: a workspace package module the browser needs is in one chunk, not copied per route', () => {
  const byId = modulesById(browserScripts(distDir))
  for (const { module, marker } of ONE_COPY) {
    const modules = markerModules(byId, marker)
    // The check reads real modules: each marker is in the build.
    expect(modules.size, `${module} ('${marker}') in the build`).toBeGreaterThan(0)
    for (const [id, chunks] of modules) expect(chunks, `${module}: module ${id}`).toHaveLength(1)
  }
})
