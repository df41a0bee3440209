'use client'

import './signInExplanation.css'
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { formatChainTime } from '@/i18n/format/dates'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { listedChainName } from '@/wallet/siteChains'
import { explainMessage } from './explainMessage'

/** RainbowKit's sign-in dialog, found by its 'Sign message' button: the explanation goes inside, under it. */
const SIGN_BUTTON = '[data-testid="rk-auth-message-button"]'

/** A catalog text with its placeholders filled by elements (an address or a domain kept left to right in any language). */
function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? values[part] : part}</Fragment>)
}

/** The dialog's element to draw into while it is open: an element of ours appended to RainbowKit's dialog. */
function useDialogHost(open: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!open) return
    const node = document.createElement('div')
    node.className = 'sign-in-explained-host'
    const attach = () => {
      const button = document.querySelector(SIGN_BUTTON)
      const dialog = button?.closest('[role="dialog"]')
      const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
      // The dialog's card: the nearest box holding both its title and its button.
      let content = button?.parentElement
      while (content && title && !content.contains(title) && content !== dialog) content = content.parentElement
      if (!content || !title || node.parentElement === content) return
      content.append(node)
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
        <li data-testid="sign-in-explained-address">{fillNodes(m.address, { address: ltr(explained.address) })}</li>
        <li data-testid="sign-in-explained-chain">{fillNodes(m.chain, { chain: ltr(chain) })}</li>
        <li data-testid="sign-in-explained-expiry">
          {m.expiry}
          {explained.expiresAt && <> {fillNodes(m.validUntil, { time: ltr(formatChainTime(BigInt(Math.floor(explained.expiresAt.getTime() / 1000)), locale)) })}</>}
        </li>
      </ul>
      <p>{m.allows}</p>
      <p className="sign-in-explained-funds">{m.noFunds}</p>
    </section>,
    host,
  )
}
