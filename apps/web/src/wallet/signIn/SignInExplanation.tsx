'use client'

import './signInExplanation.css'
import type { SignInRequest } from '@stardust/wallet-auth'
import { useId, useState } from 'react'
import { createPortal } from 'react-dom'
import { ExplanationBody } from './ExplanationBody'
import { SignInSheet } from './SignInSheet'
import { useDialogHost } from './useDialogHost'

export type SignInExplanationProps = {
  /** What the wallet is asked to sign (wallet-auth's signInRequest: this tab's, or another tab's), until it answers or refuses. */
  request: SignInRequest | null
}

/**
 * Every sign-in prompt, explained in the page's language while the wallet shows the English EIP-4361 message:
 * inside RainbowKit's sign-in dialog card when that dialog is open, else in a sheet of ours (auto-login, a retry).
 * A tab waiting while another tab of the site asks explains the same message, saying where it was asked.
 * Gone as soon as the wallet answers or refuses. A text that is no such message (a legacy server's bare nonce)
 * gets no explanation: nothing is said that the message does not say.
 */
export function SignInExplanation({ request }: SignInExplanationProps) {
  const siwe = request?.siwe
  const host = useDialogHost(siwe !== undefined)
  const headingId = useId()
  // Hidden by the holder: this request only; the next prompt is explained again.
  const [hidden, setHidden] = useState<SignInRequest | null>(null)
  if (!request || !siwe) return null
  const otherTab = request.asker === 'other-tab'
  if (host) return createPortal(<ExplanationBody siwe={siwe} headingId={headingId} otherTab={otherTab} />, host)
  if (hidden === request) return null
  return <SignInSheet siwe={siwe} otherTab={otherTab} onHide={() => setHidden(request)} />
}
