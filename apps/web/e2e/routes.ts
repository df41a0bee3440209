// The routes of docs/behaviour.md as the tests see them (kept apart from src/ on purpose:
// the suite checks the site against docs/behaviour.md, not against itself).

export type E2ERoute = { path: string; heading: RegExp; sharedNav: boolean }

export const E2E_ROUTES: readonly E2ERoute[] = [
  { path: '/', heading: /^Stardust$/i, sharedNav: false },
  { path: '/stardust', heading: /^Stardust$/, sharedNav: true },
  { path: '/stake', heading: /^Stake$/, sharedNav: true },
  { path: '/purchase', heading: /^Purchase$/, sharedNav: true },
  { path: '/game-test', heading: /^Game$/, sharedNav: false },
  { path: '/privacy-policy', heading: /^Privacy Policy$/, sharedNav: true },
  { path: '/terms-of-use', heading: /^Terms of Use$/, sharedNav: true },
  { path: '/claim-mantle', heading: /Claim/, sharedNav: false },
  { path: '/claim-arbitrum', heading: /Claim/, sharedNav: false },
  { path: '/claim', heading: /^Claim$/, sharedNav: false },
]

export const SHARED_NAV = 'header.sd-header'
