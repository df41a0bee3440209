import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  hashMessage,
  http,
  pad,
  serializeErc6492Signature,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { hardhat } from 'viem/chains'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { alice, bob, carol } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { testServer } from '../../test/helpers/testServer.js'
import { memoryStore } from '../stores/memoryStore.js'
import { verifySignature } from './verifySignature.js'

const { MinimalWallet, WalletFactory } = inject('contracts')
const transport = http(inject('rpcUrl'))
const client = createPublicClient({ chain: hardhat, transport })
const deployer = createWalletClient({ account: alice, chain: hardhat, transport })

let factory: Address
let deployedWallet: Address

/** The CREATE2 address the factory will give carol's wallet for `salt`. */
function predictWallet(owner: Address, salt: Hex): Address {
  const bytecode = `${MinimalWallet.bytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}` as Hex
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode })
}

/** The wallet checks its owner's raw signature over the EIP-191 hash of the message. */
const ownerSignature = (message: string, owner = carol) => owner.sign({ hash: hashMessage(message) })

beforeAll(async () => {
  const deployHash = await deployer.deployContract({ abi: WalletFactory.abi as Abi, bytecode: WalletFactory.bytecode })
  factory = (await client.waitForTransactionReceipt({ hash: deployHash })).contractAddress!
  const salt = pad('0x01')
  const hash = await deployer.writeContract({ address: factory, abi: WalletFactory.abi as Abi, functionName: 'deploy', args: [carol.address, salt] })
  await client.waitForTransactionReceipt({ hash })
  deployedWallet = predictWallet(carol.address, salt)
  expect(await client.getCode({ address: deployedWallet })).toMatch(/^0x.+/)
})

describe('ERC-1271 (deployed contract wallet)', () => {
  test('default: the owner signature verifies through isValidSignature', async () => {
    const message = 'hello from a contract wallet'
    expect(await verifySignature({ address: deployedWallet, message, signature: await ownerSignature(message), client })).toBe(true)
  })

  test('behavior: another signer, or another message, is refused', async () => {
    const message = 'hello from a contract wallet'
    expect(await verifySignature({ address: deployedWallet, message, signature: await ownerSignature(message, bob), client })).toBe(false)
    expect(await verifySignature({ address: deployedWallet, message: 'other', signature: await ownerSignature(message), client })).toBe(false)
  })

  test('behavior: without a client only plain accounts verify', async () => {
    const message = 'hello'
    expect(await verifySignature({ address: deployedWallet, message, signature: await ownerSignature(message) })).toBe(false)
    expect(await verifySignature({ address: alice.address, message, signature: await alice.signMessage({ message }) })).toBe(true)
  })
})

describe('ERC-6492 (counterfactual wallet)', () => {
  const wrap = (salt: Hex, signature: Hex) =>
    serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: WalletFactory.abi as Abi, functionName: 'deploy', args: [carol.address, salt] }),
      signature,
    })

  test('default: a wrapped signature of a not-yet-deployed wallet verifies, and nothing gets deployed', async () => {
    const salt = pad('0x02')
    const address = predictWallet(carol.address, salt)
    expect(await client.getCode({ address })).toBeUndefined()
    const message = 'hello from the future'
    expect(await verifySignature({ address, message, signature: wrap(salt, await ownerSignature(message)), client })).toBe(true)
    expect(await client.getCode({ address })).toBeUndefined()
  })

  test('behavior: a wrapped signature by someone else is refused', async () => {
    const salt = pad('0x03')
    const address = predictWallet(carol.address, salt)
    const message = 'hello from the future'
    expect(await verifySignature({ address, message, signature: wrap(salt, await ownerSignature(message, bob)), client })).toBe(false)
  })
})

describe('login through the API with contract wallets', () => {
  const setup = () => {
    const { server } = testServer(memoryStore())
    return { server, client: api(server) }
  }

  test('ERC-1271: a deployed wallet signs in', async () => {
    const { server, client: http1271 } = setup()
    const { message } = (await http1271.nonce(deployedWallet)).body!.data!
    const result = await http1271.login(deployedWallet, await ownerSignature(message))
    expect(result.status).toBe(200)
    expect((await server.verifyToken(result.body!.token!)).address).toBe(deployedWallet.toLowerCase())
    await server.close()
  })

  test('ERC-6492: a counterfactual wallet signs in; a wrong owner does not', async () => {
    const { server, client: http6492 } = setup()
    const salt = pad('0x04')
    const address = predictWallet(carol.address, salt)
    const { message } = (await http6492.nonce(address)).body!.data!
    const wrapped = (signature: Hex) =>
      serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi: WalletFactory.abi as Abi, functionName: 'deploy', args: [carol.address, salt] }), signature })
    const wrong = await http6492.login(address, wrapped(await ownerSignature(message, bob)))
    expect([wrong.status, wrong.body!.error!.code]).toEqual([401, 'signature_invalid'])
    expect((await http6492.login(address, wrapped(await ownerSignature(message)))).status).toBe(200)
    expect(await client.getCode({ address })).toBeUndefined()
    await server.close()
  })
})
