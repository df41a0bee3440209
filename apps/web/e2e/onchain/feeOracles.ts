// What the layer-2 fee oracle stand-ins on the e2e chains answer (feeOracles/*.sol). The e2e server places
// them when it seeds the chains (placeFeeOracles.mjs), so a spec only reads them.
import { parseGwei } from 'viem'

/** The stand-ins' fixed answers (keep in step with the .sol files). */
export const ARBITRUM_STAND_IN = { gasEstimate: 250_000n, gasEstimateForL1: 50_000n, baseFee: parseGwei('1') } as const
export const MANTLE_STAND_IN = { l1FeeInEth: parseGwei('100'), tokenRatio: 4_000n, operatorScalar: 1n, operatorConstant: parseGwei('20000') } as const
