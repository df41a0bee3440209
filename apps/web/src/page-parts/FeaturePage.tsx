import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import { AccountLine } from '@/status/AccountLine'
import type { RouteInfo } from '@/site'

export type FeaturePageProps = {
  route: RouteInfo
  locale: Locale
  /** 'site' pages sit under the shared navigation; 'bare' pages bring their own bar. */
  variant?: 'site' | 'bare'
  /** The account line; default the browser's own (AccountLine), /stake passes the server-rendered one. */
  accountLine?: ReactNode
  children?: ReactNode
}

/** A feature page: its title, what it is for, one compact account line, then the page's own parts. */
export function FeaturePage({ route, locale, variant = 'site', accountLine, children }: FeaturePageProps) {
  const { title, description } = getMessages(locale).routes[route.key]
  return (
    <div className={variant === 'site' ? 'page' : 'bare-page'}>
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      {accountLine ?? <AccountLine />}
      {children}
    </div>
  )
}
