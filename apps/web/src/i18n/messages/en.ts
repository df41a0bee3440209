// The English catalog: every user-facing text of the site, and the shape (messages/types.ts) every other
// locale's catalog must match key for key. `{name}` is a placeholder (src/i18n/fill.ts). The quoted texts
// of docs/behaviour.md stay exactly as written there.

export const en = {
  site: {
    name: 'Stardust',
    tagline: 'Connect your wallet, sign one message, and you are in: on every page, in every tab.',
    description: 'Connect your wallet and sign in once to reach Stardust, Stake, Purchase and Game.',
    navLabel: 'Pages',
    homeLabel: 'Stardust home',
    skipToContent: 'Skip to content',
    socialOn: 'Stardust on {network}',
    connectWallet: 'Connect Wallet',
    connectWarning: 'Please Connect Your Wallet First',
    language: 'Language',
    legalInEnglish: 'This page is available in English only.',
  },
  routes: {
    home: { title: 'Stardust', description: 'Connect your wallet and sign in once to reach Stardust, Stake, Purchase and Game.' },
    stardust: { title: 'Stardust', description: 'Your Stardust points: earned by playing the Game and by staking STAR.' },
    stake: { title: 'Stake', description: 'Stake STAR to earn STAR over the reward period, and Stardust points for the time staked. Staking needs a connected wallet.' },
    purchase: { title: 'Purchase', description: "Buy STAR at a fixed price in the network's own currency, paid out at once. Purchasing needs a connected wallet." },
    game: { title: 'Game', description: 'The Stardust game. It opens in its own tab and knows the wallet you signed in with.' },
    privacy: { title: 'Privacy Policy', description: 'What this site stores in your browser, what its server keeps, and what analytics it uses.' },
    terms: { title: 'Terms of Use', description: 'The terms for using this site and connecting a wallet to it.' },
    claimMantle: { title: 'Claim on Mantle', description: 'Claims on the Mantle network for the wallet you sign in with.' },
    claimArbitrum: { title: 'Claim on Arbitrum', description: 'Claims on the Arbitrum network for the wallet you sign in with.' },
    claim: { title: 'Claim', description: 'Claims for the wallet you sign in with.' },
  },
  /** The account line of the feature pages (src/status/AccountLine.tsx). */
  status: {
    notConnected: 'Not connected',
    checking: 'Checking…',
    signedIn: 'Signed in',
    notSignedIn: 'Not signed in',
    clearAll: 'Sign out of all accounts',
  },
  /** The site's own toast (@stardust/ui), (site) pages only. */
  toast: {
    signedIn: 'Signed in',
    clearedAll: 'Signed out of all accounts',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    back: 'Back to the home page',
  },
  /** @stardust/ui's shell texts (accessible names included). */
  shell: {
    mainNavigation: 'Main',
    socialLinks: 'Social links',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    home: 'Home',
    sideRail: 'Sidebar',
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
    newTabHint: '(opens in a new tab)',
  },
} as const
