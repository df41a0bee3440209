// The wallet setup rules of docs/behaviour.md, checked in Node against the site's own config
// factory (no browser needed): RainbowKit's words reach the visitor through WalletSetupError.
import type { WalletList } from '@rainbow-me/rainbowkit'
import { metaMaskWallet } from '@rainbow-me/rainbowkit/wallets'
import { en } from '../../src/i18n/messages/en'
import { es419 } from '../../src/i18n/messages/es-419'
import { createWalletConfig } from '../../src/wallet/createWalletConfig'
import { WalletSetupError } from '../../src/wallet/errors'
import { resolveProjectId } from '../../src/wallet/projectId'
import { walletTexts } from '../../src/wallet/texts'
import { walletGroups } from '../../src/wallet/walletGroups'
import { expect, test } from '../fixtures'

const appUrl = 'http://127.0.0.1'
// The page's words for the wallet list and the guard's refusal (English here).
const words = { texts: walletTexts(en), refusedText: en.tx.guardRefused }

function setupError(run: () => unknown): WalletSetupError {
  try {
    run()
  } catch (error) {
    if (error instanceof WalletSetupError) return error
    throw error
  }
  throw new Error('setup did not fail')
}

test('default: the product wallet list, six chains, a placeholder project id when none is set', () => {
  expect(walletGroups(en.wallet.groups).map((group) => [group.groupName, group.wallets.length])).toEqual([
    ['Installed', 2],
    ['Popular', 4],
    ['More', 5],
  ])
  // In the page's language.
  expect(walletGroups(es419.wallet.groups).map((group) => group.groupName)).toEqual([es419.wallet.groups.installed, es419.wallet.groups.popular, es419.wallet.groups.more])
  expect(resolveProjectId(undefined)).toBe('YOUR_PROJECT_ID')
  const config = createWalletConfig({ env: {}, appUrl, ...words })
  expect(config.chains.map((chain) => chain.id)).toEqual([1, 11155111, 42161, 421614, 5000, 5003])
  // RainbowKit's details on each connector: id and group (in Node, without window.ethereum, the
  // plain injected entry hides itself; WalletConnect-based ones are server mocks but keep them).
  const listed = config.connectors.map((connector) => {
    const details = (connector as { rkDetails?: { id: string; groupName: string } }).rkDetails
    return `${details?.groupName}:${details?.id}`
  })
  expect([...new Set(listed)]).toEqual([
    'Installed:metaMask',
    'Popular:okx',
    'Popular:rainbow',
    'Popular:coinbase',
    'Popular:walletConnect',
    'More:argent',
    'More:trust',
    'More:omni',
    'More:imToken',
    'More:ledger',
  ])
})

test('behavior: a blank project id fails setup with RainbowKit\'s words', () => {
  const error = setupError(() => createWalletConfig({ env: { NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: ' ' }, appUrl, ...words }))
  expect(error.code).toBe('wallet_setup_failed')
  expect(error.shortMessage).toMatch(/^No projectId found\. Every dApp must now provide a WalletConnect Cloud projectId/)
})

test('behavior: an empty wallet list, an empty group and a bad iconAccent fail setup', () => {
  const list = (wallets: WalletList) => setupError(() => createWalletConfig({ env: {}, appUrl, wallets, ...words })).shortMessage
  expect(list([])).toBe('No wallet list was provided')
  expect(list([{ groupName: 'Popular', wallets: [] }])).toBe('No wallets provided for group: Popular')
  const badAccent: WalletList[number]['wallets'][number] = (parameters) => ({ ...metaMaskWallet(parameters), iconAccent: 'orange' })
  expect(list([{ groupName: 'Installed', wallets: [badAccent] }])).toBe('Property `iconAccent` is not a hex value for wallet: MetaMask')
})
