'use client'

import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { SiweMessage } from 'viem/siwe'
import { useMessages } from '@/i18n/I18nProvider'
import { ExplanationBody } from './ExplanationBody'

export type SignInSheetProps = {
  siwe: SiweMessage
  /** Another tab of the site asked the wallet: this tab waits for the same signature. */
  otherTab: boolean
  onHide: () => void
}

/**
 * Our own dialog for a prompt RainbowKit's dialog did not open (auto-login after a reconnect or an account switch,
 * a retry after the server refused the token, another tab's prompt): a sheet along the bottom of a phone, where it stays in sight while
 * the wallet's prompt is up, a card at the bottom of a wide screen. Not modal: the page stays usable; it takes the
 * focus when it opens (so a screen reader reads it) and gives it back when it goes.
 */
export function SignInSheet({ siwe, otherTab, onHide }: SignInSheetProps) {
  const m = useMessages().signIn
  const headingId = useId()
  const promptId = useId()
  const sheet = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = sheet.current
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    node?.focus()
    return () => {
      // Back where the holder was, unless they have moved on since.
      if (before?.isConnected && (document.activeElement === document.body || node?.contains(document.activeElement))) before.focus()
    }
  }, [])

  // Escape hides it, as any dialog; from anywhere on the page, since it is not modal.
  const hide = useRef(onHide)
  hide.current = onHide
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return createPortal(
    <div
      ref={sheet}
      className="sign-in-sheet"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      aria-describedby={promptId}
      data-testid="sign-in-sheet"
      tabIndex={-1}
    >
      <p id={promptId} className="sign-in-sheet-prompt">
        {otherTab ? m.otherTab : m.prompt}
      </p>
      <ExplanationBody siwe={siwe} headingId={headingId} />
      <button type="button" className="sign-in-sheet-hide" onClick={onHide}>
        {m.hide}
      </button>
    </div>,
    document.body,
  )
}
