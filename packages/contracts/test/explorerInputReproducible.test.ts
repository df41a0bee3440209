// Reproducibility, the cheap part that runs with every test: what the deploy writes for explorers and Sourcify
// (verification/<chainId>/: the standard JSON input, each contract's metadata, contracts.json) is written from two
// copies of the package in different folders, at different depths, and must come out byte for byte the same, with
// neither folder named inside. The build of the site itself is compared twice by apps/web/bench/reproducible.mjs.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, custom, type PublicClient } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { parsePlan } from '../src/deploy/plan.js'
import { planDeploy } from '../src/deploy/planSteps.js'
import { recordEntry } from '../src/deploy/record.js'
import { writeExplorerInput } from '../src/node/explorerInput.js'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
// hardhat's first development account: any address serves, the record only names it.
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const work = mkdtempSync(path.join(tmpdir(), 'explorer-input-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A copy of what writeExplorerInput reads (sources, the build's metadata, the package's dependencies) at `root`. */
function packageCopy(root: string): string {
  mkdirSync(path.join(root, 'src', 'generated'), { recursive: true })
  cpSync(path.join(packageRoot, 'contracts'), path.join(root, 'contracts'), { recursive: true })
  cpSync(path.join(packageRoot, 'src', 'generated', 'metadata.json'), path.join(root, 'src', 'generated', 'metadata.json'))
  cpSync(path.join(packageRoot, 'package.json'), path.join(root, 'package.json'))
  symlinkSync(path.join(packageRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  return root
}

test('behavior: the explorer input written from two folders is the same, byte for byte, and names neither folder', () => {
  // The fixture plan's record as a deploy writes it: addresses and constructor arguments, no chain needed.
  const plan = parsePlan(JSON.parse(readFileSync(path.join(packageRoot, 'test', 'fixtures', 'deploy-plan.json'), 'utf8')), 'deploy-plan.json')
  const client = createPublicClient({ transport: custom({ request: () => Promise.reject(new Error('offline')) }) }) as PublicClient
  const airdrop = { root: `0x${'ab'.repeat(32)}` as const, total: 10n ** 24n }
  const deploy = planDeploy(client, plan, DEPLOYER, airdrop)
  const entry = recordEntry(plan, DEPLOYER, deploy, [], undefined, undefined)

  const folders = [packageCopy(path.join(work, 'a')), packageCopy(path.join(work, 'somewhere', 'much', 'deeper', 'b'))]
  const written = folders.map((root) => writeExplorerInput(root, path.join(root, 'deployments'), entry))
  const names = readdirSync(written[0]!).sort()
  expect(names).toEqual(['StarClaim.metadata.json', 'StarSale.metadata.json', 'StarStaking.metadata.json', 'StarTimelock.metadata.json', 'StarToken.metadata.json', 'contracts.json', 'standard-input.json'])
  expect(readdirSync(written[1]!).sort()).toEqual(names)
  for (const name of names) {
    const [first, second] = written.map((dir) => readFileSync(path.join(dir, name)))
    expect(second!.equals(first!), `${name} differs between the two folders`).toBe(true)
    for (const folder of [...folders, packageRoot, work]) expect(first!.toString('utf8')).not.toContain(folder)
  }
  // The input holds every source the metadata names, OpenZeppelin's by their import path.
  const input = JSON.parse(readFileSync(path.join(written[0]!, 'standard-input.json'), 'utf8')) as { sources: Record<string, unknown> }
  expect(Object.keys(input.sources)).toContain('contracts/StarClaim.sol')
  expect(Object.keys(input.sources).some((file) => file.startsWith('@openzeppelin/contracts/'))).toBe(true)
})
