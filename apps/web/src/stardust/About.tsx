import { IntentLink } from '@/page-parts/IntentLink'
import { ROUTES } from '@/site'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { getMessages } from '@/i18n/server'
import { stardustTexts } from './texts'

/** What Stardust is and how to earn it: static, for every visitor. */
export function About({ locale }: { locale: Locale }) {
  const T = stardustTexts(getMessages(locale))
  return (
    <section className="status stardust-card" aria-labelledby="stardust-about" data-testid="stardust-about">
      <h2 id="stardust-about">{T.about.heading}</h2>
      {T.about.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="button-row">
        <a className="secondary-button" href={localePath(locale, ROUTES.game.path)} target="_blank" rel="noopener noreferrer">
          {T.play}
        </a>
        <IntentLink className="secondary-button" href={localePath(locale, ROUTES.stake.path)}>
          {T.stake}
        </IntentLink>
      </p>
    </section>
  )
}
