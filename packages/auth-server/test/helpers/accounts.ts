import { privateKeyToAccount } from 'viem/accounts'

// Hardhat's well-known development keys: public, never used for anything of value.
export const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const bob = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
export const carol = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3d4e8d7b2b0c5a0b')

export const TEST_SECRET = 'test-secret-of-at-least-32-bytes-0123456789'
