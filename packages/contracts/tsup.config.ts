import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/exports/index.ts', node: 'src/exports/node.ts', 'local-chain': 'src/exports/local-chain.ts', ops: 'src/ops/cli.ts', deploy: 'src/exports/deploy.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // hardhat is an optional peer, loaded only by startLocalChain in Node.
  external: ['hardhat'],
})
