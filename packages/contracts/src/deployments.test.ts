import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { getAddress as getAddressOf } from 'viem'
import { getDeployment, parseDeployments } from './deployments.js'
import { DeploymentsConfigError } from './errors.js'
import { loadDeployments } from './node/loadDeployments.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const CLAIM = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'

const message = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(DeploymentsConfigError)
    return (error as Error).message
  }
  throw new Error('expected a DeploymentsConfigError')
}

describe('parseDeployments', () => {
  test('default: addresses are checksummed, absent contracts stay absent', () => {
    const deployments = parseDeployments({ 5000: { token: TOKEN.toLowerCase(), claim: CLAIM, deployBlock: 12 } }, 'file.json')
    expect(getDeployment(deployments, 5000)).toEqual({
      chainId: 5000,
      token: TOKEN,
      claim: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      staking: undefined,
      sale: undefined,
      deployBlock: 12,
      airdropList: undefined,
    })
  })

  test("behavior: a deploy record's `record` (constructor arguments, compiler, timelock) is accepted and left out", () => {
    const parsed = parseDeployments({ 5000: { token: TOKEN, claim: CLAIM, record: { deployer: TOKEN, compiler: { viaIR: true } } } }, 'deployments.json')
    expect(parsed[5000]).toEqual({ chainId: 5000, token: TOKEN, staking: undefined, sale: undefined, claim: getAddressOf(CLAIM), deployBlock: undefined, airdropList: undefined })
  })

  test('behavior: a chain without a deployment is a normal state', () => {
    expect(getDeployment(parseDeployments({}, 'x'), 42161)).toBeUndefined()
    expect(getDeployment(parseDeployments({}, 'x'), undefined)).toBeUndefined()
  })

  test.each([
    [{ 5000: { token: '0x123' } }, 'STARDUST_DEPLOYMENTS: 5000.token is not an address: "0x123"'],
    [{ 5000: { token: TOKEN, sale: 42 } }, 'STARDUST_DEPLOYMENTS: 5000.sale is not an address: 42'],
    [{ 5000: {} }, 'STARDUST_DEPLOYMENTS: 5000.token is not an address: undefined'],
    [{ mantle: { token: TOKEN } }, 'STARDUST_DEPLOYMENTS: "mantle" is not a chain id'],
    [{ '0': { token: TOKEN } }, 'STARDUST_DEPLOYMENTS: "0" is not a chain id'],
    [{ 5000: { token: TOKEN, chainId: 1 } }, 'STARDUST_DEPLOYMENTS: 5000.chainId must equal its key (5000)'],
    [{ 5000: { token: TOKEN, deployBlock: -1 } }, 'STARDUST_DEPLOYMENTS: 5000.deployBlock must be a block number'],
    [{ 5000: { token: TOKEN, stakin: TOKEN } }, 'STARDUST_DEPLOYMENTS: 5000.stakin is not a known field'],
    [{ 5000: { token: TOKEN, record: 'deployed' } }, 'STARDUST_DEPLOYMENTS: 5000.record must be an object'],
    [[], 'STARDUST_DEPLOYMENTS: the value must be a JSON object keyed by chain id'],
  ])('parameters: %j is refused, naming the source and field', (input, expected) => {
    expect(message(() => parseDeployments(input, 'STARDUST_DEPLOYMENTS'))).toBe(expected)
  })

  test('parameters: chainIds limits the chains', () => {
    expect(message(() => parseDeployments({ 8453: { token: TOKEN } }, 'f', { chainIds: [1, 5000] }))).toBe(
      "f: chain 8453 is not one of this site's chains (1, 5000)",
    )
  })
})

describe('loadDeployments', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deployments-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = path.join(dir, 'deployments.json')
  writeFileSync(file, JSON.stringify({ 31337: { token: TOKEN, airdropList: 'airdrop-31337.json' }, 5000: { token: TOKEN } }))

  test('default: a missing default file means no deployments', () => {
    expect(loadDeployments({ env: {}, defaultFile: path.join(dir, 'absent.json') })).toEqual({ deployments: {}, file: undefined })
  })

  test('behavior: the variable wins over the file, chain by chain', () => {
    const { deployments, file: read } = loadDeployments({ env: { STARDUST_DEPLOYMENTS: JSON.stringify({ 5000: { token: CLAIM } }) }, defaultFile: file })
    expect(read).toBe(file)
    expect(deployments[31337]?.token).toBe(TOKEN)
    expect(deployments[5000]?.token).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
  })

  test('behavior: an explicit file that is missing stops the start', () => {
    expect(message(() => loadDeployments({ env: { STARDUST_DEPLOYMENTS_FILE: path.join(dir, 'nope.json') } }))).toMatch(
      /^STARDUST_DEPLOYMENTS_FILE=.*nope\.json: cannot be read$/,
    )
  })

  test('behavior: bad JSON names the variable', () => {
    expect(message(() => loadDeployments({ env: { STARDUST_DEPLOYMENTS: '{5000:' } }))).toMatch(/^STARDUST_DEPLOYMENTS: is not valid JSON/)
  })

  test('behavior: a bad address in the file names the file and field', () => {
    const bad = path.join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ 1: { token: 'nope' } }))
    expect(message(() => loadDeployments({ env: { STARDUST_DEPLOYMENTS_FILE: bad } }))).toBe(`${bad}: 1.token is not an address: "nope"`)
  })
})
