// The account's recent transactions on the connected network, from the page's catalog (namespace `activity`).

import { en } from '@/i18n/messages/en'
import type { Messages } from '@/i18n/messages/types'

export const activityTexts = (m: Messages) => m.activity

/** English, for code without a page locale and for the tests. */
export const ACTIVITY_TEXTS = activityTexts(en)
