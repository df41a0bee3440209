// Texts of the on-chain figures on /stake and /purchase.

export const ONCHAIN_TEXTS = {
  notDeployed: (feature: string) => `${feature} is not on this network yet.`,
  unavailable: 'The figures cannot be read from the network right now. Try again in a moment.',
  onNetwork: (name: string) => `On ${name}, as of block`,
  /** After the block number when a new read did not answer: the figures' age, e.g. ", 3 min ago". */
  lateAge: (age: string) => `, ${age} (the network is not answering right now)`,
  loading: 'Reading the figures from the network…',
  stake: {
    heading: 'Staking pool',
    feature: 'Staking',
    totalStaked: 'Total staked',
    apr: 'APR',
    aprNone: '—',
    aprNoneHint: 'Nothing is staked yet, or the reward period has ended.',
    periodEnds: 'Reward period ends',
    fundedUntil: 'Rewards funded until',
    ended: 'Ended',
  },
  purchase: {
    heading: 'STAR sale',
    feature: 'The sale',
    price: 'Price per STAR',
    remaining: 'STAR left for sale',
    walletCap: 'Limit per wallet',
    window: 'Sale window',
    phase: { 'not-started': 'Not started', open: 'Open', ended: 'Ended' },
    paused: 'Paused by the operator',
    startsAt: 'Starts',
    endsAt: 'Ends',
    endedAt: 'Ended',
  },
} as const
