'use client'

import { ThemeToggle } from '@stardust/ui/theme'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { LocaleSwitcher } from '@/i18n/LocaleSwitcher'
import { localePath } from '@/i18n/paths'
import { IntentLink as Link } from '@/page-parts/IntentLink'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { Logo } from './Logo'

/** The small bar of the pages that do not use the shared navigation: home link, language, theme and connect. */
export function BareBar() {
  const locale = useLocale()
  const m = useMessages()
  return (
    <header className="bare-bar">
      <Link href={localePath(locale, '/')} className="brand" aria-label={m.site.homeLabel}>
        <Logo size={28} />
        <span>{m.site.name}</span>
      </Link>
      <div className="bare-actions">
        <LocaleSwitcher />
        <ThemeToggle labels={m.shell} />
        <ConnectSlot />
      </div>
    </header>
  )
}
