'use client'

import './signInExplanation.css'
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { formatChainTime } from '@/i18n/format/dates'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { listedChainName } from '@/wallet/siteChains'
import { explainMessage } from './explainMessage'

/** RainbowKit's sign-in dialog, found by its 'Sign message' button. */
const SIGN_BUTTON = '[data-testid="rk-auth-message-button"]'

/**
 * Where the explanation goes: in the dialog's card, between RainbowKit's words and its buttons (what you sign,
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

/** A catalog text with its placeholders filled by elements (an address or a domain kept left to right in any language; the time isolated, in the language's own order). */
function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? values[part] : part}</Fragment>)
}

/** The dialog's element to draw into while it is open: an element of ours placed in RainbowKit's dialog card. */
function useDialogHost(open: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!open) return
    const node = document.createElement('div')
    node.className = 'sign-in-explained-host'
    const attach = () => {
      const box = buttonsBox()
      if (!box || node.nextSibling === box) return
      box.before(node)
      setHost(node)
    }
    attach()
    const observer = new MutationObserver(attach)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      node.remove()
      setHost(null)
    }
  }, [open])
  return host
}

export type SignInExplanationProps = {
  /** The EIP-4361 text the wallet is asked to sign (undefined until the server issued it). */
  message: string | undefined
  /** The sign-in dialog is open for this account (connected, not signed in). */
  account: string | undefined
}

/**
 * In the sign-in dialog, in the page's language: what the English EIP-4361 message says (who asks, the address,
 * the network, until when) and what it allows, and that it moves no funds. The message itself stays as the standard
 * writes it; a text that is no such message (a legacy server's bare nonce) gets no explanation.
 */
export function SignInExplanation({ message, account }: SignInExplanationProps) {
  const m = useMessages().signIn
  const locale = useLocale()
  const explained = message ? explainMessage(message) : undefined
  const mine = explained !== undefined && account !== undefined && explained.address.toLowerCase() === account.toLowerCase()
  const host = useDialogHost(mine)
  if (!mine || !host) return null
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>
  const chain = listedChainName(explained.chainId) ?? String(explained.chainId)
  return createPortal(
    <section className="sign-in-explained" data-testid="sign-in-explained" aria-labelledby="sign-in-explained-heading">
      <h3 id="sign-in-explained-heading">{m.heading}</h3>
      <p>{m.intro}</p>
      <ul>
        <li data-testid="sign-in-explained-domain">{fillNodes(m.domain, { domain: ltr(explained.domain) })}</li>
        <li data-testid="sign-in-explained-address">
          {fillNodes(m.address, {
            address: (
              <bdi dir="ltr" className="sign-in-explained-hex">
                {explained.address}
              </bdi>
            ),
          })}
        </li>
        <li data-testid="sign-in-explained-chain">{fillNodes(m.chain, { chain: ltr(chain) })}</li>
        <li data-testid="sign-in-explained-expiry">
          {m.expiry}
          {explained.expiresAt && <> {fillNodes(m.validUntil, { time: <bdi>{formatChainTime(BigInt(Math.floor(explained.expiresAt.getTime() / 1000)), locale)}</bdi> })}</>}
        </li>
      </ul>
      <p>{m.allows}</p>
      <p className="sign-in-explained-funds">{m.noFunds}</p>
    </section>,
    host,
  )
}
