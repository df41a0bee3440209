'use client'

import './signInExplanation.css'
import type { SignInRequest } from '@stardust/wallet-auth'
import { useId, useState } from 'react'
import { createPortal } from 'react-dom'
import { ExplanationBody } from './ExplanationBody'
import { SignInSheet } from './SignInSheet'
import { useDialogHost } from './useDialogHost'

export type SignInExplanationProps = {
  /** What this tab asks the wallet to sign (wallet-auth's signInRequest), until it answers or refuses. */
  request: SignInRequest | null
}

/**
 * Every sign-in prompt, explained in the page's language while the wallet shows the English EIP-4361 message:
 * inside RainbowKit's sign-in dialog card when that dialog is open, else in a sheet of ours (auto-login, a retry).
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
  if (host) return createPortal(<ExplanationBody siwe={siwe} headingId={headingId} />, host)
  if (hidden === request) return null
  return <SignInSheet siwe={siwe} onHide={() => setHidden(request)} />
}
