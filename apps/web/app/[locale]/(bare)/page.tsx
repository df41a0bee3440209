import './home.css'
import type { Metadata } from 'next'
import { HomeHero } from '@/home/HomeHero'
import { localeParam } from '@/i18n/server'
import { pageMetadata } from '@/page-parts/pageMetadata'
import { ROUTES } from '@/site'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = pageMetadata(ROUTES.home, await localeParam(params))
  // The home page's title is the site's name alone (the layout's default), not "Stardust · Stardust".
  return { ...metadata, title: { absolute: String(metadata.title) } }
}

export default async function HomePage({ params }: Props) {
  return <HomeHero locale={await localeParam(params)} />
}
