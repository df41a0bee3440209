'use client'

import type { Address } from 'viem'
import { useAddStar, type AddStarState } from './useAddStar'
import { useBound } from '@/i18n/useBound'
import { addStarTexts } from './texts'

export type AddStarButtonProps = {
  token: Address
  chainId: number
  /** 'button': a secondary button under a form; 'link': a quiet action inside a line of text. */
  look?: 'button' | 'link'
  testId?: string
}

/** One action that asks the wallet to watch STAR, then one plain line saying how it went (never an error). */
export function AddStarButton({ token, chainId, look = 'button', testId = 'add-star' }: AddStarButtonProps) {
  const T = useBound(addStarTexts)
  const { state, add, busy } = useAddStar({ token, chainId })
  const line = outcomeLine(state, token, T)
  return (
    <span className="add-star" data-testid={testId} data-state={state}>
      <button type="button" className={look === 'link' ? 'link-button' : 'secondary-button'} disabled={busy} onClick={() => void add()} data-testid={`${testId}-button`}>
        {T.button}
      </button>
      {line && (
        <span className="add-star__line" role="status" data-testid={`${testId}-line`}>
          {line}
        </span>
      )}
    </span>
  )
}

function outcomeLine(state: AddStarState, token: Address, T: ReturnType<typeof addStarTexts>): string | undefined {
  switch (state) {
    case 'idle':
    case 'reading':
      return undefined
    case 'asking':
      return T.asking
    case 'added':
      return T.added
    case 'refused':
      return T.refused
    case 'unsupported':
      return T.unsupported(token)
    case 'unexpected':
      return T.unexpected(token)
    case 'unreadable':
      return T.unreadable
  }
}
