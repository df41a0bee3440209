import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'

// panva's dpop (wallet-auth's dependency) as a script body: evaluated in the page through DevTools,
// so the page's own key (non-extractable, in IndexedDB) signs, as the site's code signs with it.
const walletAuth = dirname(createRequire(import.meta.url).resolve('@stardust/wallet-auth/package.json'))
const DPOP_SOURCE = readFileSync(join(walletAuth, 'node_modules', 'dpop', 'build', 'index.js'), 'utf8').replace(/^export /gm, '')

export type StoredKey = { extractable: boolean; algorithm: string; exportError: string | null; publicJwk: JsonWebKey }

const READ_KEY = `const readKey = (address) => new Promise((resolve, reject) => {
  const open = indexedDB.open('wallet-auth')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const read = open.result.transaction('keys', 'readonly').objectStore('keys').get(address)
    read.onsuccess = () => resolve(read.result)
    read.onerror = () => reject(read.error)
  }
})
const countKeys = () => new Promise((resolve, reject) => {
  const open = indexedDB.open('wallet-auth')
  open.onerror = () => reject(open.error)
  open.onsuccess = () => {
    const count = open.result.transaction('keys', 'readonly').objectStore('keys').count()
    count.onsuccess = () => resolve(count.result)
  }
})`

/** A DPoP proof made in the page with the account's stored key (the key never leaves the page). */
export async function proofInPage(page: Page, address: string, method: string, url: string, token?: string): Promise<string> {
  const args = JSON.stringify([address.toLowerCase(), url, method, token])
  // Line breaks around the library: its last line is a source-map comment.
  return (await page.evaluate(`(async () => {\n${DPOP_SOURCE}\n${READ_KEY}
    const [address, url, method, token] = ${args}
    return await generateProof(await readKey(address), url, method, undefined, token ?? undefined)
  })()`)) as string
}

/** What the page's IndexedDB holds for the account: whether the private key can be exported (it must not). */
export async function storedKeyInPage(page: Page, address: string): Promise<StoredKey & { count: number }> {
  return (await page.evaluate(`(async () => { ${READ_KEY}
    const pair = await readKey(${JSON.stringify(address.toLowerCase())})
    let exportError = null
    try { await crypto.subtle.exportKey('jwk', pair.privateKey) } catch (error) { exportError = error.name }
    return { extractable: pair.privateKey.extractable, algorithm: pair.privateKey.algorithm.namedCurve, exportError,
      publicJwk: await crypto.subtle.exportKey('jwk', pair.publicKey), count: await countKeys() }
  })()`)) as StoredKey & { count: number }
}
