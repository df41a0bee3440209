'use client'

import { starStakingAbi, starTokenAbi, type Deployment } from '@stardust/contracts'
import { useCallback, useState } from 'react'
import { parseSignature, type Address, type Chain } from 'viem'
import { useConfig } from 'wagmi'
import { getBytecode, readContract, signTypedData } from 'wagmi/actions'
import { formatAmount } from '@/onchain/format'
import { describeTxError, type DescribedTxError } from '@/transactions/describeTxError'
import { useTransaction } from '@/transactions/useTransaction'
import { PERMIT_TTL_SECONDS, starPermitTypedData, walletCannotSignPermit } from './permit'
import { STAKE_TEXTS } from './texts'

export type StakePath = 'allowance' | 'permit' | 'approve'

/**
 * Stake, withdraw, claim and exit through the site's one transaction flow. Staking asks for one permit
 * signature and sends one transaction; a wallet that cannot sign typed data, or a contract wallet (no
 * EIP-2612 signature: OpenZeppelin/openzeppelin-contracts#3951), approves then stakes; an allowance that
 * already covers the amount skips both.
 */
export function useStakeActions({ chain, deployment, allowance, chainNow }: {
  chain: Chain
  deployment: Deployment
  allowance: bigint | undefined
  /** The chain's clock: the permit's deadline counts from it, not from the computer's. */
  chainNow: bigint | undefined
}) {
  const config = useConfig()
  const tx = useTransaction({ chain })
  const [signing, setSigning] = useState(false)
  const [signError, setSignError] = useState<DescribedTxError | undefined>(undefined)
  const [lastPath, setLastPath] = useState<StakePath | undefined>(undefined)
  const staking = deployment.staking!
  const token = deployment.token
  const words = { chainName: chain.name, nativeSymbol: chain.nativeCurrency.symbol }

  const stake = useCallback(
    async (account: Address, amount: bigint) => {
      const description = STAKE_TEXTS.tx.stake(formatAmount(amount))
      const stakeCall = { address: staking, abi: starStakingAbi, functionName: 'stake', args: [amount] } as const
      setSignError(undefined)
      if (allowance !== undefined && allowance >= amount) {
        setLastPath('allowance')
        return await tx.send({ description, prepare: () => stakeCall })
      }
      const code = await getBytecode(config, { address: account, chainId: chain.id }).catch(() => undefined)
      const isContract = code !== undefined && code !== '0x'
      if (!isContract) {
        setSigning(true)
        try {
          const nonce = await readContract(config, { address: token, abi: starTokenAbi, functionName: 'nonces', args: [account], chainId: chain.id })
          const deadline = (chainNow ?? BigInt(Math.floor(Date.now() / 1000))) + PERMIT_TTL_SECONDS
          const signature = await signTypedData(config, {
            account,
            ...starPermitTypedData({ chainId: chain.id, token, owner: account, spender: staking, value: amount, nonce, deadline }),
          })
          const { v, r, s } = parseSignature(signature)
          setLastPath('permit')
          setSigning(false)
          return await tx.send({
            description,
            prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'stakeWithPermit', args: [amount, deadline, Number(v ?? 27n), r, s] }),
          })
        } catch (error) {
          setSigning(false)
          if (!walletCannotSignPermit(error)) {
            setSignError(describeTxError(error, words))
            return
          }
        }
      }
      setLastPath('approve')
      let approved = false
      await tx.send({
        description: STAKE_TEXTS.tx.approve(formatAmount(amount)),
        prepare: () => ({ address: token, abi: starTokenAbi, functionName: 'approve', args: [staking, amount] }),
        onConfirmed: () => {
          approved = true
        },
      })
      if (approved) await tx.send({ description, prepare: () => stakeCall })
    },
    // words is derived from chain
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [allowance, chain, chainNow, config, staking, token, tx.send],
  )

  const withdraw = (amount: bigint) =>
    tx.send({ description: STAKE_TEXTS.tx.withdraw(formatAmount(amount)), prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'withdraw', args: [amount] }) })
  const claim = () => tx.send({ description: STAKE_TEXTS.tx.claim, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'getReward' }) })
  const exit = () => tx.send({ description: STAKE_TEXTS.tx.exit, prepare: () => ({ address: staking, abi: starStakingAbi, functionName: 'exit' }) })

  return { tx, stake, withdraw, claim, exit, signing, signError, lastPath, busy: tx.busy || signing }
}
