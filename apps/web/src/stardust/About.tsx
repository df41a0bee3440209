import { IntentLink } from '@/page-parts/IntentLink'
import { ROUTES } from '@/site'
import { STARDUST_TEXTS } from './texts'

/** What Stardust is and how to earn it: static, for every visitor. */
export function About() {
  const T = STARDUST_TEXTS
  return (
    <section className="status stardust-card" aria-labelledby="stardust-about" data-testid="stardust-about">
      <h2 id="stardust-about">{T.about.heading}</h2>
      {T.about.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="button-row">
        <a className="secondary-button" href={ROUTES.game.path} target="_blank" rel="noopener noreferrer">
          {T.play}
        </a>
        <IntentLink className="secondary-button" href={ROUTES.stake.path}>
          {T.stake}
        </IntentLink>
      </p>
    </section>
  )
}
