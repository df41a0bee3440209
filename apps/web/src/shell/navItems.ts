import type { NavItem, SocialLink } from '@stardust/ui/server'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages/types'
import { fill } from '@/i18n/fill'
import { localizeLinks, NAV_LINKS, SOCIAL_LINKS } from '@/site'
import type { SocialName } from '@/site'

const ICONS = { twitter: 'x', discord: 'discord', youtube: 'youtube', medium: 'medium' } as const satisfies Record<
  SocialName,
  SocialLink['icon']
>

/** The site's navigation in a locale, in the shape @stardust/ui's Header takes. */
export function headerNavItems(locale: Locale, messages: Messages): NavItem[] {
  return localizeLinks(NAV_LINKS, locale, messages).map((link) => ({
    href: link.href,
    label: link.label,
    ...(link.newTab ? { newTab: true } : {}),
    mobile: link.inMobileMenu,
  }))
}

/** The social profiles, each named in the locale ("Stardust on X"). */
export function headerSocials(messages: Messages): SocialLink[] {
  return SOCIAL_LINKS.map((social) => ({
    label: fill(messages.site.socialOn, { network: social.label }),
    href: social.href,
    icon: ICONS[social.name],
  }))
}
