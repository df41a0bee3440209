import { ThemeToggle } from '@stardust/ui/theme'
import { IntentLink as Link } from '@/page-parts/IntentLink'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { Logo } from './Logo'
import { TEXTS } from '@/texts'

/** The small bar of the pages that do not use the shared navigation: home link and connect. */
export function BareBar() {
  return (
    <header className="bare-bar">
      <Link href="/" className="brand" aria-label={`${TEXTS.siteName} home`}>
        <Logo size={28} />
        <span>{TEXTS.siteName}</span>
      </Link>
      <div className="bare-actions">
        <ThemeToggle />
        <ConnectSlot />
      </div>
    </header>
  )
}
