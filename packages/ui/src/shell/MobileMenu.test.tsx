import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { logo, navItems, socials } from '../../test/fixtures.js'
import { setViewport } from '../../test/viewport.js'
import { MotionProvider } from '../motion/MotionProvider.js'
import { SmoothScrollProvider } from '../smoothScroll/SmoothScrollProvider.js'
import type { SmoothScrollController } from '../types.js'
import { Header } from './Header.js'
import { MobileMenu } from './MobileMenu.js'

function renderMobileHeader(controller?: SmoothScrollController) {
  setViewport({ width: 375 })
  return render(
    <SmoothScrollProvider controller={controller}>
      <MotionProvider>
        <Header logo={logo} navItems={navItems} socials={socials} />
      </MotionProvider>
    </SmoothScrollProvider>,
  )
}

const openMenu = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  return screen.getByRole('dialog', { name: 'Menu' })
}

describe('MobileMenu', () => {
  test('default: lists every page except Purchase and Game', () => {
    renderMobileHeader()
    const dialog = openMenu()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const pages = within(within(dialog).getByRole('navigation')).getAllByRole('link')
    expect(pages.map((link) => link.textContent)).toEqual(['Stardust', 'Stake'])
    expect(within(dialog).getByRole('link', { name: 'Stardust on Discord' })).toBeTruthy()
  })

  test('behavior: focus moves in and is trapped (Tab and Shift+Tab wrap)', async () => {
    const user = userEvent.setup()
    renderMobileHeader()
    const dialog = openMenu()
    const close = within(dialog).getByRole('button', { name: 'Close menu' })
    expect(document.activeElement).toBe(close)
    const last = within(dialog).getByRole('link', { name: 'Stardust on Medium' })
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(close)
    // walk through every stop: focus never leaves the dialog
    for (let i = 0; i < 10; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  test('behavior: Escape closes and focus returns to the hamburger', async () => {
    const user = userEvent.setup()
    renderMobileHeader()
    const button = screen.getByRole('button', { name: 'Open menu' })
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  test('behavior: the close button closes', () => {
    renderMobileHeader()
    const dialog = openMenu()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  test('behavior: choosing a page closes the menu', () => {
    renderMobileHeader()
    const dialog = openMenu()
    const stake = within(dialog).getByRole('link', { name: 'Stake' })
    stake.addEventListener('click', (event) => event.preventDefault()) // jsdom cannot navigate
    fireEvent.click(stake)
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  test('behavior: the page behind does not scroll while open', () => {
    document.body.style.overflow = 'auto'
    renderMobileHeader()
    const dialog = openMenu()
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    expect(document.body.style.overflow).toBe('auto')
  })

  test('behavior: smooth scrolling pauses while open and resumes on close', () => {
    const controller = { start: vi.fn(), stop: vi.fn() }
    renderMobileHeader(controller)
    expect(controller.stop).not.toHaveBeenCalled()
    const dialog = openMenu()
    expect(controller.stop).toHaveBeenCalledTimes(1)
    expect(controller.start).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    expect(controller.start).toHaveBeenCalledTimes(1)
  })

  test('behavior: the dialog leaves the page after closing', async () => {
    renderMobileHeader()
    const dialog = openMenu()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  test('parameters: items used on their own (mobile: false filtered)', () => {
    render(<MobileMenu open onClose={() => {}} items={navItems} />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Stardust', 'Stake'])
  })

  test('accessibility: no axe violations while open', async () => {
    renderMobileHeader()
    openMenu()
    await expectNoAxeViolations()
  })
})

describe('MobileMenu used on its own', () => {
  test('behavior: a new onClose each render does not move focus', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<MobileMenu open onClose={() => {}} items={navItems} />)
    await user.tab()
    const focused = document.activeElement
    expect(focused?.textContent).toBe('Stardust')
    rerender(<MobileMenu open onClose={() => {}} items={navItems} />)
    expect(document.activeElement).toBe(focused)
  })

  test('behavior: the latest onClose runs on Escape', async () => {
    const user = userEvent.setup()
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(<MobileMenu open onClose={first} items={navItems} />)
    rerender(<MobileMenu open onClose={latest} items={navItems} />)
    await user.keyboard('{Escape}')
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })
})
