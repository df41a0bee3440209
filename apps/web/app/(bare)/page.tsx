import './home.css'
import { HomeHero } from '@/home/HomeHero'

export default function HomePage() {
  return <HomeHero />
}
