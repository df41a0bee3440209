import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'
import { BareBar } from '@/page-parts/BareBar'
import { GameScreen } from '@/game/GameScreen'
import './game.css'

export const metadata = pageMetadata(ROUTES.game)

export default function Page() {
  return (
    <>
      <BareBar />
      <main id="main" className="game-page">
        <h1 className="sd-visually-hidden">{ROUTES.game.title}</h1>
        <GameScreen />
      </main>
    </>
  )
}
