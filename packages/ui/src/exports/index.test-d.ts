import type { ComponentProps, ReactNode } from 'react'
import { expectTypeOf, test } from 'vitest'
import { useBreakpoint } from './index.js'
import type { Header, LinkComponent, LinkComponentProps, NavItem, SocialLink, Theme, Toast, useTheme } from './index.js'

test('useTheme', () => {
  expectTypeOf<ReturnType<typeof useTheme>['theme']>().toEqualTypeOf<Theme>()
  expectTypeOf<Theme>().toEqualTypeOf<'dark' | 'light'>()
  expectTypeOf<ReturnType<typeof useTheme>['setTheme']>().parameter(0).toEqualTypeOf<'dark' | 'light'>()
})

test('useBreakpoint: undefined until known', () => {
  expectTypeOf(useBreakpoint).returns.toEqualTypeOf<boolean | undefined>()
})

test('NavItem and SocialLink', () => {
  expectTypeOf({ href: '/game-test', label: 'Game', newTab: true, mobile: false }).toMatchTypeOf<NavItem>()
  expectTypeOf<SocialLink['icon']>().toEqualTypeOf<'x' | 'discord' | 'youtube' | 'medium'>()
  // @ts-expect-error: only the four networks of the spec have icons
  const _unknown: SocialLink = { label: 'Telegram', href: 'https://t.me', icon: 'telegram' }
})

test('linkComponent: a router link with more optional props fits', () => {
  function RouterLink(_props: LinkComponentProps & { prefetch?: boolean; replace?: boolean }): ReactNode {
    return null
  }
  expectTypeOf(RouterLink).toMatchTypeOf<LinkComponent>()
  expectTypeOf<ComponentProps<typeof Header>['linkComponent']>().toEqualTypeOf<LinkComponent | undefined>()
})

test('Toast message accepts what a state holds', () => {
  expectTypeOf<ComponentProps<typeof Toast>['message']>().toEqualTypeOf<string | null | undefined>()
})
