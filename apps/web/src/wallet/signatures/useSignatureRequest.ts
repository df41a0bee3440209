'use client'

import { useCallback, useRef, useState } from 'react'
import { SIGNATURE_ANSWER_WAIT_MS } from '../constants'
import { requestSignature, type RequestSignatureReturnType, type SignatureOutcome } from './requestSignature'

/** `waiting`: the wallet was asked; `unanswered`: it has not answered for SIGNATURE_ANSWER_WAIT_MS. */
export type SignaturePhase = 'idle' | 'waiting' | 'unanswered'

export type UseSignatureRequestReturnType<Choice> = {
  phase: SignaturePhase
  request: <T>(sign: () => Promise<T>) => Promise<SignatureOutcome<T, Choice>>
  /** The person's way on from an unanswered request (e.g. 'two-step' or 'cancel'). */
  stop: (choice: Choice) => void
}

/** requestSignature with the phase as React state, for the page to offer a way on once the wallet is silent. */
export function useSignatureRequest<Choice>(): UseSignatureRequestReturnType<Choice> {
  const [phase, setPhase] = useState<SignaturePhase>('idle')
  const current = useRef<RequestSignatureReturnType<unknown, Choice> | undefined>(undefined)
  const request = useCallback(async <T,>(sign: () => Promise<T>) => {
    setPhase('waiting')
    const attempt = requestSignature<T, Choice>(sign, { waitMs: SIGNATURE_ANSWER_WAIT_MS, onUnanswered: () => setPhase('unanswered') })
    current.current = attempt as RequestSignatureReturnType<unknown, Choice>
    try {
      return await attempt.outcome
    } finally {
      current.current = undefined
      setPhase('idle')
    }
  }, [])
  const stop = useCallback((choice: Choice) => current.current?.stop(choice), [])
  return { phase, request, stop }
}
