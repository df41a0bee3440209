import type { Address } from 'viem'
import type { Evidence } from '@/transactions/outcome/evidence'

/** A claim (or claim-to) is done once the contract says the account's allocation is paid, whoever sent it. */
export const claimedEvidence = (contract: Address, account: Address): Evidence => ({ effect: { address: contract, functionName: 'isClaimed', args: [account], atLeast: 1n } })
