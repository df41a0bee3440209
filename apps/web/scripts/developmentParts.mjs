// What a production build must not serve or ship of the development database (PGlite) or the local chain
// (hardhat, the burner Development Wallet, the public development keys). standalone.mjs fails the build on any;
// developmentParts.test.ts checks the build `pnpm test` made.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Served files (static/, public/) never hold these: PGlite's wasm and data, the development wallet's code and key. */
const SERVED_NAME = /pglite|initdb|\.data$|\.wasm$/i
const SERVED_TEXT = [
  ['the Development Wallet', /stardustDevWallet|stardust:dev-wallet-key/],
  // hardhat's first development account: public, funded on every local chain.
  ['a public development key', /ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80/i],
]
/** Shipped files (the standalone folder) hold no local chain, and PGlite only as the package Node loads (a single instance's database). */
const SHIPPED_PATH = [
  ['the local chain (hardhat)', /(?:^|\/)(?:\.pnpm\/)?hardhat[@/]/],
  ['the test wallet', /(?:^|\/)@stardust\/test-wallet\/|test-wallet\/dist\//],
  ['a solc compiler', /(?:^|\/)(?:\.pnpm\/)?solc[@/]/],
  ["a developer's database or local chain folder", /(?:^|\/)\.data\//],
  ['PGlite bundled into the server (Node loads it from node_modules)', /^(?!.*node_modules\/).*(?:pglite|initdb)[^/]*\.(?:wasm|data)$/],
]

function files(dir, base = dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full, base)
    return entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []
  })
}

/**
 * The development parts in a build: `distDir` (.next) and the app folder, as `<path>: <what>` lines; none is the
 * only good answer. Served: distDir/static and public; shipped: distDir/standalone.
 * @param {{ distDir: string, publicDir: string }} where
 * @returns {string[]}
 */
export function developmentParts({ distDir, publicDir }) {
  const found = []
  const served = [...files(path.join(distDir, 'static')).map((file) => `static/${file}`), ...files(publicDir).map((file) => `public/${file}`)]
  for (const file of served) {
    if (SERVED_NAME.test(path.basename(file))) found.push(`${file}: served, the development database's files`)
    if (!/\.(?:js|css|html|json|txt|map)$/.test(file)) continue
    const text = readFileSync(file.startsWith('public/') ? path.join(publicDir, file.slice(7)) : path.join(distDir, file), 'utf8')
    for (const [what, pattern] of SERVED_TEXT) if (pattern.test(text)) found.push(`${file}: served, ${what}`)
  }
  for (const file of files(path.join(distDir, 'standalone'))) {
    for (const [what, pattern] of SHIPPED_PATH) if (pattern.test(file)) found.push(`standalone/${file}: shipped, ${what}`)
  }
  return found
}
