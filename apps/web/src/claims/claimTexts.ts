// Every word of the claim pages, in one place.

export const CLAIM_TEXTS = {
  intro: (chainName: string) =>
    `Holders on the airdrop list claim their STAR on ${chainName} here, once, before the deadline. Connect your wallet to see your allocation; claiming costs only the network fee.`,
  introAll: 'Holders on the airdrop lists claim their STAR here: this page claims on Ethereum and lists your allocation on every network.',
  connectPrompt: 'Connect your wallet to see whether your address is on the list.',
  contractLine: 'Claim contract',
  onlyHere: 'Only claim through this site or the contract above. A claim never asks you to approve tokens.',
  notOnNetwork: (chainName: string) => `Claims are not on ${chainName} yet.`,
  loading: 'Checking your allocation…',
  notEligible: (chainName: string) => `This address is not on the airdrop list on ${chainName}.`,
  notEligibleHint: 'Lists are fixed when the airdrop is deployed; another of your addresses may be on it.',
  eligible: 'You can claim',
  /** The headline while a claim of this allocation is in flight (Claim is off meanwhile). */
  claiming: 'Your claim is on its way',
  amountLabel: 'Amount',
  deadlineLabel: 'Deadline',
  timeLeftLabel: 'Time left',
  claimed: 'Claimed',
  claimedLine: (amount: string) => `${amount} STAR of this allocation have been claimed.`,
  windowClosed: 'Claim window closed',
  windowClosedLine: 'The deadline has passed, so this allocation can no longer be claimed. Unclaimed STAR go to the treasury.',
  mismatch: 'Claims on this network are paused: the list served here does not match the contract, so no proof is offered.',
  unavailable: 'Your allocation cannot be checked right now. Try again in a moment.',
  retry: 'Try again',
  usingPublished: (chainName: string) =>
    `Our claims service is not answering, so this page is using the published proofs, each checked against the claim contract on ${chainName}. Your claim works the same.`,
  publishedRefused: (chainName: string) =>
    `Our claims service is not answering, and the published proofs do not match the claim contract on ${chainName}, so they are not used and nothing can be sent. Try again later.`,
  statusPublishedRefused: 'Proofs do not match',
  wrongNetwork: (chainName: string) => `Your wallet is on another network. This allocation is claimed on ${chainName}.`,
  switchTo: (chainName: string) => `Switch to ${chainName}`,
  claim: 'Claim',
  claimDescription: (amount: string, chainName: string) => `Claim ${amount} STAR on ${chainName}`,
  claimToDescription: (amount: string, recipient: string) => `Claim ${amount} STAR to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`,
  claimTo: 'Claim to another address',
  claimToHint: 'Sends this allocation to another address of yours: you sign once with this wallet, then send the claim.',
  recipientLabel: 'Recipient address',
  recipientInvalid: 'Enter a valid address (0x followed by 40 hexadecimal characters; if it has capitals, exactly as given).',
  recipientSelf: 'That is this wallet: use Claim instead.',
  sendClaimTo: 'Sign and claim to this address',
  claimToSigning: 'Sign the authorisation in your wallet…',
  claimToUnanswered:
    'Your wallet has not answered the signature request. Some wallets cannot sign it: if yours cannot, stop waiting, then use Claim to receive the STAR in this wallet, or download the proof.',
  stopWaiting: 'Stop waiting',
  claimToRefused: 'You declined the signature in your wallet. Nothing was sent.',
  claimToCannotSign:
    'This wallet cannot make the signature that claiming to another address needs, and there is no other way to authorise it. Use Claim to receive the STAR in this wallet (you can send them on afterwards), or download the proof to claim without this site.',
  claimToStopped:
    'Stopped waiting for the signature. Nothing was sent. If this wallet cannot sign it, use Claim to receive the STAR in this wallet, or download the proof to claim without this site.',
  downloadProof: 'Download proof (JSON)',
  proofHowTo:
    'To claim without this site: open the contract on a block explorer, connect a wallet, and call claim(account, amount, proof) with the values above. Anyone may send it; the STAR always go to account.',
  allChains: 'Your allocation on every network',
  openPage: 'Open',
  statusNotEligible: 'Not on the list',
  statusNoDeployment: 'Not on this network yet',
  statusEligible: 'Claimable',
  statusClosed: 'Window closed',
  statusUnavailable: 'Cannot be checked now',
  statusLoading: 'Checking…',
} as const
