'use client'
import { AnimatePresence, m } from 'motion/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { PANEL_TRANSITION_S } from '../constants.js'
import { cx } from '../cx.js'
import { useFocusTrap } from '../hooks/useFocusTrap.js'
import { useScrollLock } from '../hooks/useScrollLock.js'
import { ShellMotion } from '../motion/ShellMotion.js'
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.js'
import { useSmoothScroll } from '../smoothScroll/useSmoothScroll.js'
import { texts as englishTexts } from '../texts.js'
import type { ShellTexts } from '../texts.js'
import type { LinkComponent, NavItem, SocialLink } from '../types.js'
import { NavLink } from './NavLink.js'
import { SocialLinks } from './SocialLinks.js'

export type MobileMenuProps = {
  open: boolean
  onClose: () => void
  /** Pages to list; items with `mobile: false` (Purchase, Game) are left out. */
  items: readonly NavItem[]
  socials?: readonly SocialLink[]
  linkComponent?: LinkComponent | undefined
  /** href of the current page, marked `aria-current="page"`. */
  currentHref?: string | undefined
  /** id for the dialog, so a menu button can point at it with aria-controls. */
  id?: string
  className?: string
  /** The shell's texts in the page's language; default English. */
  texts?: ShellTexts
  /** Shown under the links (the site's language switcher). */
  footer?: ReactNode
}

/** Items shown in the mobile menu: every page except those marked `mobile: false`. */
export function mobileMenuItems(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => item.mobile !== false)
}

/**
 * Full-screen menu for small screens: a modal dialog with a close button, focus trapped inside,
 * Escape closes it, the page behind does not scroll and smooth scrolling is paused while open.
 */
export function MobileMenu({ open, onClose, items, socials = [], linkComponent, currentHref, id, className, texts = englishTexts, footer }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const reduced = usePrefersReducedMotion()
  const smoothScroll = useSmoothScroll()
  // The portal target only exists in the browser; the menu is never open in server HTML.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  useScrollLock(open)
  useFocusTrap(panel, { active: open && mounted, onEscape: onClose })
  useEffect(() => {
    if (!open) return
    smoothScroll.stop()
    return () => smoothScroll.start()
  }, [open, smoothScroll])

  const close = useCallback(() => onClose(), [onClose])
  if (!mounted) return null

  return createPortal(
    <ShellMotion>
      <AnimatePresence>
        {open ? (
          <m.div
            key="menu"
            ref={panel}
            id={id}
            className={cx('sd-menu', className)}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            initial={reduced ? false : { opacity: 0, y: '-100%' }}
            animate={{ opacity: 1, y: 0 }}
            exit={reduced ? { opacity: 0 } : { opacity: 0, y: '-100%' }}
            transition={{ duration: reduced ? 0 : PANEL_TRANSITION_S, ease: 'easeOut' }}
          >
            <div className="sd-menu__top">
              <h2 id={titleId} className="sd-visually-hidden">
                {texts.menu}
              </h2>
              <button type="button" className="sd-menu__close" aria-label={texts.closeMenu} onClick={close}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav className="sd-menu__nav">
              <ul>
                {mobileMenuItems(items).map((item) => (
                  <li key={item.href}>
                    <NavLink
                      item={item}
                      className="sd-menu__link"
                      linkComponent={linkComponent}
                      current={item.href === currentHref}
                      onClick={close}
                      newTabHint={texts.newTabHint}
                    />
                  </li>
                ))}
              </ul>
            </nav>
            {footer ? <div className="sd-menu__footer">{footer}</div> : null}
            <SocialLinks socials={socials} className="sd-menu__socials" label={texts.socialLinks} />
          </m.div>
        ) : null}
      </AnimatePresence>
    </ShellMotion>,
    document.body,
  )
}
