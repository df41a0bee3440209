// The account's recent transactions on the connected network, from the page's catalog (namespace `activity`).

import type { Messages } from '@/i18n/messages/types'

export const activityTexts = (m: Messages) => m.activity
