'use client'
import { texts } from '../texts.js'

export type MenuButtonProps = {
  open: boolean
  controls: string
  onClick: () => void
  hidden?: boolean
  /** Accessible name; default 'Open menu'. */
  label?: string
}

/** The hamburger that opens the mobile menu. */
export function MenuButton({ open, controls, onClick, hidden, label = texts.openMenu }: MenuButtonProps) {
  return (
    <button
      type="button"
      className="sd-header__menu-button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-haspopup="dialog"
      hidden={hidden}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
