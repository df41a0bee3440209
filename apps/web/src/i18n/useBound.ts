'use client'

import { useMemo } from 'react'
import { useMessages } from './I18nProvider'
import type { Messages } from './messages/types'

/** A texts module's words bound to the page's catalog (each module's `xTexts(messages)`), made once per catalog. */
export function useBound<T>(bind: (messages: Messages) => T): T {
  const messages = useMessages()
  return useMemo(() => bind(messages), [bind, messages])
}
