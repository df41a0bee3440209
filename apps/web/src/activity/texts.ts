// The account's recent transactions on the connected network, as the site recorded them.

export const ACTIVITY_TEXTS = {
  heading: 'Recent activity',
  status: { pending: 'Pending…', confirmed: 'Confirmed', failed: 'Failed', cancelled: 'Cancelled' },
} as const
