import { E2E_ROUTES, type E2ERoute } from '../e2e/routes'
import { es419 } from '../src/i18n/messages/es-419'
import { localePath } from '../src/i18n/paths'

// The pages a person opens on the run command: every page at its English address (the proxy serves it from
// app/[locale]) and one in another language, with the header's words in that language.

export type VisitedRoute = E2ERoute & { connect: string; openMenu: string }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const VISITED_ROUTES: readonly VisitedRoute[] = [
  // docs/behaviour.md's words for English.
  ...E2E_ROUTES.map((route) => ({ ...route, connect: 'Connect Wallet', openMenu: 'Open menu' })),
  {
    path: localePath('es-419', '/stake'),
    heading: new RegExp(`^${escape(es419.routes.stake.title)}$`),
    sharedNav: true,
    connect: es419.site.connectWallet,
    openMenu: es419.shell.openMenu,
  },
]
