import { ThemeToggle } from '@stardust/ui/theme'
import { IntentLink as Link } from '@/page-parts/IntentLink'
import { Logo } from '@/page-parts/Logo'
import { LEGAL_LINKS, NAV_LINKS, ROUTES } from '@/site'
import { TEXTS } from '@/texts'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { HomeSocials } from './HomeSocials'

/**
 * The homepage: the intro animation (2.5 s, pure CSS in home.css, so it costs no script and
 * the title paints at once), a call to connect, the way into the pages, and the social icons,
 * which hide the pointer here. A server component: only the connect and theme buttons hydrate.
 */
export function HomeHero() {
  return (
    <div className="home">
      <div className="home-sky" aria-hidden="true" />
      <header className="home-top">
        <HomeSocials />
        <ThemeToggle />
      </header>
      <main id="main" className="home-hero">
        <div className="home-mark">
          <Logo size={96} />
        </div>
        <h1 className="home-title">{TEXTS.siteName}</h1>
        <p className="home-tagline">{TEXTS.homeTagline}</p>
        <div className="home-connect">
          <ConnectSlot />
        </div>
        <nav className="home-nav" aria-label={TEXTS.homeNavLabel}>
          <ul>
            {NAV_LINKS.map((link) => (
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
        {LEGAL_LINKS.map((link) => (
          <Link key={link.href} href={link.href}>
            {link.label}
          </Link>
        ))}
        <span className="home-footer-note">{ROUTES.home.description}</span>
      </footer>
    </div>
  )
}
