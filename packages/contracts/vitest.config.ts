import preset from '@stardust/vitest-config/node'
import { withIsolatedFiles } from '@stardust/vitest-config/isolated-files'

// The workspace's Node preset: its timeouts fit a test that starts a hardhat node on a loaded machine
// (vitest's own 5 s did not: one CI run timed out starting the node).
// The contract suites in test/ share hardhat's in-process chain (a module singleton, test/chain.ts): each
// file runs with its own module graph, so its own chain, and no file meets another's accounts or nonces
// (a shared one once read dave's 26 transactions where its test had sent one).
export default withIsolatedFiles(preset, ['test/**/*.test.ts'])
