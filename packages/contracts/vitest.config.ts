// The workspace's Node preset: its timeouts fit a test that starts a hardhat node on a loaded machine
// (vitest's own 5 s did not: one CI run timed out starting the node).
export { default } from '@stardust/vitest-config/node'
