import { routeMetadata } from '@/page-parts/pageMetadata'
import { CatalogSections } from '@/i18n/CatalogSections'
import { getMessages, localeParam } from '@/i18n/server'
import { ROUTES } from '@/site'
import { BareBar } from '@/page-parts/BareBar'
import { GameScreen } from '@/game/GameScreen'
import './game.css'

export const generateMetadata = routeMetadata(ROUTES.game)

type Props = { params: Promise<{ locale: string }> }

export default async function Page({ params }: Props) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['shell', 'game']}>
      <BareBar />
      <main id="main" className="game-page">
        <h1 className="sd-visually-hidden">{getMessages(locale).routes.game.title}</h1>
        <GameScreen />
      </main>
    </CatalogSections>
  )
}
