import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { logo, socials } from '../../test/fixtures.js'
import { ThemeProvider } from '../theme/ThemeProvider.js'
import { ThemeToggle } from '../theme/ThemeToggle.js'
import { ScrollProgress } from './ScrollProgress.js'
import { SideRail } from './SideRail.js'
import { SocialLinks } from './SocialLinks.js'

describe('SideRail', () => {
  test('default: the logo links home', () => {
    render(<SideRail logo={logo} />)
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
  })

  test('parameters: href, logoLabel, children', () => {
    render(
      <ThemeProvider>
        <SideRail logo={logo} href="/stardust" logoLabel="Stardust home">
          <ThemeToggle />
        </SideRail>
      </ThemeProvider>,
    )
    expect(screen.getByRole('link', { name: 'Stardust home' }).getAttribute('href')).toBe('/stardust')
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy()
  })

  test('accessibility: no axe violations', async () => {
    render(<SideRail logo={logo} />)
    await expectNoAxeViolations()
  })
})

describe('SocialLinks', () => {
  test('default: one named icon link per social, new tab', () => {
    render(<SocialLinks socials={socials} />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(socials.map((s) => s.label))
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank')
  })

  test('behavior: nothing for an empty list', () => {
    const { container } = render(<SocialLinks socials={[]} />)
    expect(container.innerHTML).toBe('')
  })

  test('accessibility: no axe violations', async () => {
    render(<SocialLinks socials={socials} />)
    await expectNoAxeViolations()
  })
})

describe('ScrollProgress', () => {
  test('behavior: the bar follows the scroll position', async () => {
    // jsdom has no layout: give the page a height
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 })
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 })
    try {
      render(<ScrollProgress />)
      const bar = document.querySelector<HTMLElement>('.sd-scroll-progress__bar')!
      expect(bar.style.transform).toBe('scaleX(0)')
      window.scrollY = 1000
      window.dispatchEvent(new Event('scroll'))
      // updated on the next animation frame
      await new Promise((resolve) => requestAnimationFrame(resolve))
      expect(bar.style.transform).toBe('scaleX(0.5)')
    } finally {
      window.scrollY = 0
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight
      delete (document.documentElement as { clientHeight?: number }).clientHeight
    }
  })

  test('accessibility: decorative, no axe violations', async () => {
    render(<ScrollProgress />)
    expect(document.querySelector('.sd-scroll-progress')?.getAttribute('aria-hidden')).toBe('true')
    await expectNoAxeViolations()
  })
})

describe('SideRail with a text logo', () => {
  test('parameters: logoLabel null lets the logo name the link', async () => {
    render(<SideRail logo={<span>Stardust</span>} logoLabel={null} />)
    expect(screen.getByRole('link', { name: 'Stardust' })).toBeTruthy()
    await expectNoAxeViolations()
  })
})
