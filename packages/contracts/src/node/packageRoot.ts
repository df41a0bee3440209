import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package's folder (it holds hardhat.config.cjs), from src/<dir>/ in tests or from dist/ when built. */
export const packageRoot = ['../', '../../']
  .map((up) => fileURLToPath(new URL(up, import.meta.url)))
  .find((dir) => existsSync(path.join(dir, 'hardhat.config.cjs')))
