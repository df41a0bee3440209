// The site's shared texts in English, from the English catalog (src/i18n/messages/en.ts), for code that has no
// locale of its own (the server's wallet setup check, the tests). Pages use their locale's catalog.
import { en } from './i18n/messages/en'

export const TEXTS = {
  connectWallet: en.site.connectWallet,
  connectWarning: en.site.connectWarning,
  siteName: en.site.name,
  homeTagline: en.site.tagline,
  homeNavLabel: en.site.navLabel,
  siteDescription: en.site.description,
  status: en.status,
  toast: en.toast,
  notFound: en.notFound,
} as const
