import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { allowBuilds, installPolicyProblems, virtualStoreManifests } from './installPolicy.js'
import { exoticSource, lockedPackages } from './lockfile.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/install-policy')
const read = (file: string) => readFileSync(file, 'utf8')

/** A virtual store laid out as pnpm lays it out, holding the given manifests (and files beside them). */
function virtualStore(packages: { name: string; version: string; scripts?: Record<string, string>; files?: string[] }[]): string {
  const store = mkdtempSync(path.join(tmpdir(), 'install-policy-'))
  for (const { name, version, scripts, files = [] } of packages) {
    const dir = path.join(store, `${name.replace('/', '+')}@${version}`, 'node_modules', name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, scripts }))
    for (const file of files) writeFileSync(path.join(dir, file), '')
  }
  return store
}

describe('the repository', () => {
  const lockfile = read(path.join(root, 'pnpm-lock.yaml'))
  const workspace = read(path.join(root, 'pnpm-workspace.yaml'))
  const manifests = virtualStoreManifests(path.join(root, 'node_modules', '.pnpm'))

  test('every locked package comes from the registry, and every install script is decided in allowBuilds with its reason', () => {
    expect(installPolicyProblems(lockfile, workspace, manifests)).toEqual([])
  })

  test('the check sees the installed packages and their scripts: esbuild is locked, installed and runs its postinstall', () => {
    const esbuild = lockedPackages(lockfile).filter((pkg) => pkg.name === 'esbuild')
    expect(esbuild.length).toBeGreaterThan(0)
    for (const pkg of esbuild) expect(manifests(pkg.name, pkg.version)?.manifest.scripts?.postinstall).toBe('node install.js')
    expect(allowBuilds(workspace).find((d) => d.name === 'esbuild')).toMatchObject({ allowed: true })
  })
})

test("the projects installed on first use (forge, Lighthouse) lock registry packages only, as the workspace does", () => {
  for (const project of ['packages/contracts/foundry', 'apps/web/bench/lighthouse']) {
    const packages = lockedPackages(read(path.join(root, project, 'pnpm-lock.yaml')))
    expect(packages.length, project).toBeGreaterThan(0)
    expect(packages.flatMap((pkg) => { const source = exoticSource(pkg); return source ? [`${project}: ${pkg.name} comes from ${source}`] : [] })).toEqual([])
  }
})

describe('a lockfile with a git dependency, a tarball URL and a new package with an install script', () => {
  const lockfile = read(path.join(fixtures, 'pnpm-lock.yaml'))
  const workspace = read(path.join(fixtures, 'pnpm-workspace.yaml'))
  const store = virtualStore([
    { name: 'esbuild', version: '0.25.12', scripts: { postinstall: 'node install.js' } },
    { name: 'evil-helper', version: '1.0.0', scripts: { postinstall: 'node steal.js' } },
    { name: 'is-number', version: '7.0.0', scripts: { test: 'mocha' } },
    { name: 'bar-from-url', version: '1.0.0' },
    { name: 'git-dep', version: '2.0.0' },
  ])

  test('reads where each package comes from', () => {
    expect(lockedPackages(lockfile).map(({ name, version }) => `${name}@${version}`)).toEqual([
      'bar-from-url@1.0.0',
      'esbuild@0.25.12',
      'evil-helper@1.0.0',
      'git-dep@2.0.0',
      'is-number@7.0.0',
    ])
  })

  test('fails, naming each package and why', () => {
    expect(installPolicyProblems(lockfile, workspace, virtualStoreManifests(store))).toEqual([
      'bar-from-url: comes from the tarball https://example.com/bar-from-url-1.0.0.tgz, not the registry',
      'evil-helper@1.0.0: runs an install script (postinstall: node steal.js) that allowBuilds in pnpm-workspace.yaml does not name: read it, then list it with true or false and the reason',
      'git-dep: comes from the git repository https://github.com/example/git-dep.git at e8cf8efd3cd4fa22ed143b6b76828e51aad7fb7a, not the registry',
    ])
  })

  test('a package refused a build (false) is decided too: only an unnamed script fails', () => {
    const decided = workspace.replace('allowBuilds:\n', 'allowBuilds:\n  evil-helper: false # reviewed: nothing loads what it builds\n')
    expect(installPolicyProblems(lockfile, decided, virtualStoreManifests(store)).filter((p) => p.startsWith('evil-helper'))).toEqual([])
  })

  test("a binding.gyp is an install script (npm runs node-gyp for it), even with no script in the manifest", () => {
    const gyp = virtualStore([{ name: 'is-number', version: '7.0.0', files: ['binding.gyp'] }])
    expect(installPolicyProblems(lockfile, workspace, virtualStoreManifests(gyp)).filter((p) => p.startsWith('is-number'))).toEqual([
      'is-number@7.0.0: runs an install script (binding.gyp (node-gyp rebuild)) that allowBuilds in pnpm-workspace.yaml does not name: read it, then list it with true or false and the reason',
    ])
  })
})

describe('the settings', () => {
  const lockfile = read(path.join(fixtures, 'pnpm-lock.yaml')).replace(/\n {2}(bar-from-url|git-dep)@[^\n]*:\n(?: {4}[^\n]*\n)+/g, '\n')
  const none = virtualStoreManifests(path.join(tmpdir(), 'no-such-store'))

  test('an allowed build without its reason, or one no longer locked, fails', () => {
    const workspace = read(path.join(fixtures, 'pnpm-workspace.yaml')).replace(/ # .*$/m, '') + '  keccak: false # gone\n'
    expect(installPolicyProblems(lockfile, workspace, none)).toEqual([
      'allowBuilds: esbuild has no reason (a comment after the entry says why it runs or not)',
      'allowBuilds: keccak is not in the lockfile any more: remove it',
    ])
  })

  test('an exclusion from the minimum release age names one exact version and says why', () => {
    const workspace = `${read(path.join(fixtures, 'pnpm-workspace.yaml'))}minimumReleaseAgeExclude:\n  - next@16.4.7 # fixes a cache poisoning in the release before\n  - '@eslint/*'\n  - viem@2.57.2\n`
    expect(installPolicyProblems(lockfile, workspace, none)).toEqual([
      'minimumReleaseAgeExclude: @eslint/* must name one package at an exact version (name@1.2.3), not a pattern',
      'minimumReleaseAgeExclude: @eslint/* has no reason (a comment after the entry says why it cannot wait)',
      'minimumReleaseAgeExclude: viem@2.57.2 has no reason (a comment after the entry says why it cannot wait)',
    ])
  })

  test('each supply-chain setting is required', () => {
    const workspace = 'packages:\n  - a\nminimumReleaseAge: 60\nonlyBuiltDependencies:\n  - esbuild\n'
    expect(installPolicyProblems(lockfile, workspace, none)).toEqual([
      'pnpm-workspace.yaml: blockExoticSubdeps must be true',
      'pnpm-workspace.yaml: strictDepBuilds must be true',
      'pnpm-workspace.yaml: minimumReleaseAge must be at least 1440 minutes (a day)',
      'pnpm-workspace.yaml: builds are decided in allowBuilds alone, not onlyBuiltDependencies or ignoredBuiltDependencies',
    ])
  })
})
