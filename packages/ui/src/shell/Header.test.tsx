import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { logo, navItems, socials } from '../../test/fixtures.js'
import { setViewport } from '../../test/viewport.js'
import { MotionProvider } from '../motion/MotionProvider.js'
import type { LinkComponentProps } from '../types.js'
import { Header } from './Header.js'
import type { HeaderProps } from './Header.js'

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <MotionProvider>
      <Header logo={logo} navItems={navItems} socials={socials} connectSlot={<button type="button">Connect Wallet</button>} {...props} />
    </MotionProvider>,
  )
}

const inlineNav = () => document.querySelector<HTMLElement>('header nav')!
const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!

describe('Header', () => {
  test('default: logo link, connect slot and named social links', () => {
    renderHeader()
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    for (const social of socials) {
      const link = screen.getByRole('link', { name: social.label })
      expect(link.getAttribute('href')).toBe(social.href)
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  test('behavior: from tablet width up, inline nav with every page and no hamburger', () => {
    setViewport({ width: 768 })
    renderHeader()
    expect(inlineNav().hidden).toBe(false)
    expect(menuButton().hidden).toBe(true)
    const names = within(inlineNav())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['Stardust', 'Stake', 'Purchase', 'Game (opens in a new tab)'])
  })

  test('behavior: below tablet width, a hamburger and no inline nav', () => {
    setViewport({ width: 767 })
    renderHeader()
    expect(inlineNav().hidden).toBe(true)
    expect(menuButton().hidden).toBe(false)
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  test('behavior: the Game page opens in a new tab', () => {
    renderHeader()
    const game = screen.getByRole('link', { name: /Game/ })
    expect(game.getAttribute('target')).toBe('_blank')
    expect(game.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('parameters: linkComponent renders internal pages, currentHref marks the page', () => {
    function TestLink({ children, ...props }: LinkComponentProps) {
      return (
        <a data-router-link="" {...props}>
          {children}
        </a>
      )
    }
    renderHeader({ linkComponent: TestLink, currentHref: '/stake' })
    const stake = screen.getByRole('link', { name: 'Stake' })
    expect(stake.hasAttribute('data-router-link')).toBe(true)
    expect(stake.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Stardust' }).hasAttribute('aria-current')).toBe(false)
    // a new-tab page is a plain anchor
    expect(screen.getByRole('link', { name: /Game/ }).hasAttribute('data-router-link')).toBe(false)
  })

  test('behavior: the nav fades in (opacity 0 first), not with reduced motion', () => {
    const { unmount } = renderHeader()
    expect(inlineNav().style.opacity).toBe('0')
    unmount()
    setViewport({ reducedMotion: true })
    renderHeader()
    expect(inlineNav().style.opacity).not.toBe('0')
  })

  test('behavior: server HTML has both variants (CSS decides) and no menu', () => {
    const html = renderToString(<Header logo={logo} navItems={navItems} socials={socials} />)
    expect(html).toContain('aria-label="Main"')
    expect(html).toContain('aria-label="Open menu"')
    expect(html).not.toMatch(/<nav[^>]*hidden/)
    expect(html).not.toMatch(/<button[^>]*hidden/)
    expect(html).not.toContain('role="dialog"')
  })

  test('behavior: growing to tablet width closes an open menu', () => {
    setViewport({ width: 375 })
    renderHeader()
    fireEvent.click(menuButton())
    expect(screen.getByRole('dialog')).toBeTruthy()
    act(() => setViewport({ width: 1024 }))
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  test('behavior: a page change (browser back) closes an open menu', () => {
    setViewport({ width: 375 })
    const view = renderHeader({ currentHref: '/stake' })
    fireEvent.click(menuButton())
    expect(screen.getByRole('dialog')).toBeTruthy()
    view.rerender(
      <MotionProvider>
        <Header logo={logo} navItems={navItems} socials={socials} currentHref="/stardust" />
      </MotionProvider>,
    )
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  test('accessibility: no axe violations on desktop', async () => {
    renderHeader()
    await expectNoAxeViolations()
  })

  test('accessibility: no axe violations on mobile', async () => {
    setViewport({ width: 375 })
    renderHeader()
    await expectNoAxeViolations()
  })
})
