import { ROUTES } from '@/site'
import type { StardustEntry } from './stardustTypes'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import type { StardustTexts } from './texts'

/** Claim pages by chain (docs/api.md); any other chain's claims are listed on /claim. */
const CLAIM_PAGES: Record<number, string> = { 5000: '/claim-mantle', 5003: '/claim-mantle', 42161: '/claim-arbitrum', 421614: '/claim-arbitrum' }

/** `newTab`: the game opens in its own tab, as everywhere on the site. */
export type EntrySource = { label: string; href: string; title: string; newTab?: boolean }

/**
 * Where an entry's Stardust came from, as a link: a game entry names its session (the game that
 * earned it), a staking entry its chain (/stake shows that position), a claim its claim page.
 */
export function entrySource(entry: StardustEntry, chainName: (chainId: number) => string, texts: StardustTexts, locale: Locale): EntrySource {
  const T = texts.history
  if (entry.source === 'game') {
    const session = entry.sessionId ?? ''
    return { label: T.gameLink(session), href: `${localePath(locale, ROUTES.game.path)}?session=${encodeURIComponent(session)}`, title: T.gameTitle(session), newTab: true }
  }
  const chain = entry.chainId === undefined ? '' : chainName(entry.chainId)
  if (entry.source === 'staking') {
    return { label: T.stakingLink(chain), href: localePath(locale, ROUTES.stake.path), title: T.stakingTitle(chain, String(entry.chainId ?? '?')) }
  }
  const page = entry.chainId === undefined ? '/claim' : (CLAIM_PAGES[entry.chainId] ?? '/claim')
  return { label: T.claimLink(chain), href: localePath(locale, page), title: T.claimLink(chain) }
}
