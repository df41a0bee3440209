import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import type { Env } from '@stardust/chains'
import type { CreateConnectorFn } from 'wagmi'
import { WalletSetupError } from './errors'
import { resolveProjectId } from './projectId'
import type { WalletTexts } from './texts'
import { walletGroups } from './walletGroups'

export type CreateWalletConnectorsParameters = {
  env: Env
  /** The site's own origin, for WalletConnect metadata. */
  appUrl: string
  /** The page's words (walletTexts of its catalog): the group names and the app's name and description. */
  texts: Pick<WalletTexts, 'groups' | 'app'>
  /** Replaces the product's wallet list (tests of the setup errors). */
  wallets?: WalletList | undefined
}

/**
 * Our wallet list as wagmi connectors; this is where the wallet setup rules of docs/behaviour.md are
 * checked (no project id, empty list, empty group, bad iconAccent: docs/behaviour.md), with
 * RainbowKit's words in a WalletSetupError. No browser needed: the server runs the same
 * check at start (src/server/checkWalletSetup.ts).
 */
export function createWalletConnectors({ env, appUrl, texts, wallets = walletGroups(texts.groups) }: CreateWalletConnectorsParameters): CreateConnectorFn[] {
  try {
    return connectorsForWallets(wallets, {
      appName: texts.app.name,
      appDescription: texts.app.description,
      appUrl,
      appIcon: `${appUrl}/icon.svg`,
      projectId: resolveProjectId(env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID),
    })
  } catch (error) {
    throw new WalletSetupError(error)
  }
}
