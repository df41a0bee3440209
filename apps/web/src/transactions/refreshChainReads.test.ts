import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { mainnet, mantle } from 'wagmi/chains'
import { getBalanceQueryKey, getEnsNameQueryKey, readContractQueryKey, readContractsQueryKey } from 'wagmi/query'
import { isChangedByTransaction, refreshChainReads } from './refreshChainReads'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const abi = [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'a', type: 'address' }], outputs: [{ type: 'uint256' }] }] as const

test('default: the reads of the transaction\'s chain, by wagmi\'s own query keys', () => {
  expect(isChangedByTransaction(readContractQueryKey({ address: token, abi, functionName: 'balanceOf', args: [account], chainId: mantle.id }), mantle.id)).toBe(true)
  expect(isChangedByTransaction(readContractsQueryKey({ contracts: [{ address: token, abi, functionName: 'balanceOf', args: [account], chainId: mantle.id }] }), mantle.id)).toBe(true)
  expect(isChangedByTransaction(getBalanceQueryKey({ address: account, chainId: mantle.id }), mantle.id)).toBe(true)
})

test('behavior: reads of another chain, ENS and the site\'s own API queries are left alone', () => {
  expect(isChangedByTransaction(readContractQueryKey({ address: token, abi, functionName: 'balanceOf', args: [account], chainId: mainnet.id }), mantle.id)).toBe(false)
  expect(isChangedByTransaction(getBalanceQueryKey({ address: account, chainId: mainnet.id }), mantle.id)).toBe(false)
  expect(isChangedByTransaction(getEnsNameQueryKey({ address: account, chainId: mainnet.id }), mainnet.id)).toBe(false)
  expect(isChangedByTransaction(['stardust', 'claims', mantle.id, account], mantle.id)).toBe(false)
})

test('behavior: refreshChainReads marks only those queries stale and does not wait for them', () => {
  const client = new QueryClient()
  const mine = getBalanceQueryKey({ address: account, chainId: mantle.id })
  const other = getEnsNameQueryKey({ address: account, chainId: mainnet.id })
  client.setQueryData(mine, 1n)
  client.setQueryData(other, 'alice.eth')
  expect(refreshChainReads(client, mantle.id)).toBeUndefined()
  expect(client.getQueryState(mine)?.isInvalidated).toBe(true)
  expect(client.getQueryState(other)?.isInvalidated).toBe(false)
})
