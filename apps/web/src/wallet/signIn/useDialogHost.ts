'use client'

import { useLayoutEffect, useState } from 'react'

/** RainbowKit's sign-in dialog, found by its 'Sign message' button. */
const SIGN_BUTTON = '[data-testid="rk-auth-message-button"]'

/**
 * Where the explanation goes inside RainbowKit's dialog card: between its words and its buttons (what you sign,
 * before you sign it). The buttons' box is the smallest one holding 'Sign message' and the dialog's last button
 * (Cancel); RainbowKit gives it no name of its own.
 */
function buttonsBox(): HTMLElement | null {
  const button = document.querySelector<HTMLElement>(SIGN_BUTTON)
  const dialog = button?.closest('[role="document"]')
  const buttons = dialog?.querySelectorAll('button')
  const cancel = buttons?.[buttons.length - 1]
  if (!button || !cancel || cancel === button) return null
  let box = button.parentElement
  while (box && box !== dialog && !box.contains(cancel)) box = box.parentElement
  return box && box !== dialog && box.parentElement ? box : null
}

/**
 * While `active`: an element of ours placed in RainbowKit's sign-in dialog card whenever that dialog is open, else
 * null (the dialog is closed, or it closes meanwhile: the caller then shows the explanation its own way). Looked
 * up before paint, so a prompt that the dialog shows never flashes our own sheet first.
 */
export function useDialogHost(active: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (!active) return
    const node = document.createElement('div')
    node.className = 'sign-in-explained-host'
    const follow = () => {
      const box = buttonsBox()
      if (!box) {
        node.remove()
        setHost(null)
        return
      }
      if (node.nextSibling !== box) box.before(node)
      setHost(node)
    }
    follow()
    const observer = new MutationObserver(follow)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      node.remove()
      setHost(null)
    }
  }, [active])
  return host
}
