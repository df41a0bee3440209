// Every user-facing text of the site. The quoted ones are the words of docs/behaviour.md (Texts).

export const TEXTS = {
  connectWallet: 'Connect Wallet',
  connectWarning: 'Please Connect Your Wallet First',
  siteName: 'Stardust',
  homeTagline: 'Connect your wallet, sign one message, and you are in: on every page, in every tab.',
  homeNavLabel: 'Pages',
  siteDescription: 'Connect your wallet and sign in once to reach Stardust, Stake, Purchase and Game.',
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
} as const
