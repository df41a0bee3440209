'use client'

import { Fragment, type ReactNode } from 'react'
import type { SiweMessage } from 'viem/siwe'
import { formatChainTime } from '@/i18n/format/dates'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { listedChainName } from '@/wallet/siteChains'

/** A catalog text with its placeholders filled by elements (an address or a domain kept left to right in any language; the time isolated, in the language's own order). */
function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => <Fragment key={i}>{i % 2 === 1 ? values[part] : part}</Fragment>)
}

export type ExplanationBodyProps = {
  /** The fields of the EIP-4361 message the wallet is asked to sign (viem's parseSiweMessage, through wallet-auth). */
  siwe: SiweMessage
  /** The heading's id, for the dialog that names itself by it. */
  headingId: string
  /** Another tab of the site asked the wallet: said first (our own sheet says it as its prompt instead). */
  otherTab?: boolean | undefined
}

/**
 * In the page's language: what the English EIP-4361 message says (who asks, the address, the network, until when)
 * and what it allows, and that it moves no funds. The words come from the very message the wallet shows.
 */
export function ExplanationBody({ siwe, headingId, otherTab }: ExplanationBodyProps) {
  const m = useMessages().signIn
  const locale = useLocale()
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>
  const chain = listedChainName(siwe.chainId) ?? String(siwe.chainId)
  const until = siwe.expirationTime && formatChainTime(BigInt(Math.floor(siwe.expirationTime.getTime() / 1000)), locale)
  return (
    <section className="sign-in-explained" data-testid="sign-in-explained" aria-labelledby={headingId}>
      {otherTab && <p data-testid="sign-in-explained-other-tab">{m.otherTab}</p>}
      <h3 id={headingId}>{m.heading}</h3>
      <p>{m.intro}</p>
      <ul>
        <li data-testid="sign-in-explained-domain">{fillNodes(m.domain, { domain: ltr(siwe.domain) })}</li>
        <li data-testid="sign-in-explained-address">
          {fillNodes(m.address, {
            address: (
              <bdi dir="ltr" className="sign-in-explained-hex">
                {siwe.address}
              </bdi>
            ),
          })}
        </li>
        <li data-testid="sign-in-explained-chain">{fillNodes(m.chain, { chain: ltr(chain) })}</li>
        <li data-testid="sign-in-explained-expiry">
          {m.expiry}
          {until && <> {fillNodes(m.validUntil, { time: <bdi>{until}</bdi> })}</>}
        </li>
      </ul>
      <p>{m.allows}</p>
      <p className="sign-in-explained-funds">{m.noFunds}</p>
    </section>
  )
}
