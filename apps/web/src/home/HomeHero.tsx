import { ThemeToggle } from '@stardust/ui/theme'
import type { Locale } from '@/i18n/locales'
import { LocaleSwitcher } from '@/i18n/LocaleSwitcher'
import { getMessages } from '@/i18n/server'
import { IntentLink as Link } from '@/page-parts/IntentLink'
import { Logo } from '@/page-parts/Logo'
import { LEGAL_LINKS, localizeLinks, NAV_LINKS } from '@/site'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { HomeSocials } from './HomeSocials'

/**
 * The homepage: the intro animation (2.5 s, pure CSS in home.css, so it costs no script and
 * the title paints at once), a call to connect, the way into the pages, and the social icons,
 * which hide the pointer here. A server component: only the language, connect and theme controls hydrate.
 */
export function HomeHero({ locale }: { locale: Locale }) {
  const m = getMessages(locale)
  return (
    <div className="home">
      <div className="home-sky" aria-hidden="true" />
      <header className="home-top">
        <HomeSocials messages={m} />
        <div className="home-controls">
          <LocaleSwitcher />
          <ThemeToggle labels={m.shell} />
        </div>
      </header>
      <main id="main" className="home-hero">
        <div className="home-mark">
          <Logo size={96} />
        </div>
        <h1 className="home-title">{m.site.name}</h1>
        <p className="home-tagline">{m.site.tagline}</p>
        <div className="home-connect">
          <ConnectSlot />
        </div>
        <nav className="home-nav" aria-label={m.site.navLabel}>
          <ul>
            {localizeLinks(NAV_LINKS, locale, m).map((link) => (
              <li key={link.href}>
                {link.newTab ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <Link href={link.href}>{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </main>
      <footer className="home-footer">
        {localizeLinks(LEGAL_LINKS, locale, m).map((link) => (
          <Link key={link.href} href={link.href}>
            {link.label}
          </Link>
        ))}
        <span className="home-footer-note">{m.routes.home.description}</span>
      </footer>
    </div>
  )
}
