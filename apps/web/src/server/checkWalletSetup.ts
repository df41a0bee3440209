import type { Env } from '@stardust/chains'
import { en } from '@/i18n/messages/en'
import { siteUrl } from '@/site'
import { createWalletConnectors } from '@/wallet/createWalletConnectors'
import { WalletSetupError } from '@/wallet/errors'
import { walletTexts } from '@/wallet/texts'
import { stopStartOn } from './stopStartOn'
import { serverConfig } from '@/server/config/serverConfig'

/**
 * The wallet setup check of docs/behaviour.md (no project id, empty wallet list, empty group, bad
 * iconAccent) with the very function the browser's wallet stack uses (RainbowKit's
 * connectorsForWallets, loaded by Node: see serverExternalPackages in next.config.ts).
 * Throws WalletSetupError with RainbowKit's words.
 */
export function checkWalletSetup(env: Env): void {
  createWalletConnectors({ env, appUrl: siteUrl().origin, texts: walletTexts(en) })
}

/**
 * For instrumentation.ts: a bad setup stops `next start` instead of surfacing when a visitor
 * clicks Connect Wallet. Reads the NEXT_PUBLIC_* values of the configuration read at start (Next.js inlines
 * only literal `process.env.NEXT_PUBLIC_X`): deploy with the NEXT_PUBLIC_* values the site was built with.
 */
export function checkWalletSetupAtStart(env: Env = serverConfig().env): void {
  stopStartOn('Wallet setup failed', () => checkWalletSetup(env), (error) => (error instanceof WalletSetupError ? error.shortMessage : undefined))
}
