import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { exoticSource, lockedPackages } from './lockfile.js'

// What the install accepts (docs/developing.md#what-the-install-accepts): every package from the registry, and no
// install script that pnpm-workspace.yaml's allowBuilds does not name with a reason. pnpm enforces both while it
// resolves (blockExoticSubdeps) and installs (strictDepBuilds); this reads the lockfile a change commits, so the
// test suite fails on it too, naming the package, including a direct dependency, which blockExoticSubdeps lets through.

export type BuildDecision = { name: string; allowed: boolean; reason: string }
export type Manifest = { name?: string; version?: string; scripts?: Record<string, string> }
/** A locked package's manifest and whether its folder has a binding.gyp, or undefined when it is not installed here. */
export type ManifestOf = (name: string, version: string) => { manifest: Manifest; bindingGyp: boolean } | undefined

/** The top-level `key: value` settings of pnpm-workspace.yaml that are scalars (comments left out). */
export function workspaceSettings(yaml: string): Record<string, string> {
  return Object.fromEntries([...yaml.matchAll(/^([A-Za-z][\w-]*): *([^\s#][^#]*?) *(?:#.*)?$/gm)].map((m) => [m[1]!, m[2]!]))
}

/** The `allowBuilds:` map, each entry with its trailing comment as the reason ('' when it has none). */
export function allowBuilds(yaml: string): BuildDecision[] {
  const block = /^allowBuilds:\n((?:[ \t]+.*\n?|\s*\n)*)/m.exec(yaml)
  if (!block) return []
  return [...block[1]!.matchAll(/^[ \t]+('?)([^'\s:]+)\1: *(true|false) *(?:# *(.*))?$/gm)].map((m) => ({ name: m[2]!, allowed: m[3] === 'true', reason: (m[4] ?? '').trim() }))
}

/** The `minimumReleaseAgeExclude:` list, each entry with its trailing comment as the reason ('' when it has none). */
export function releaseAgeExclusions(yaml: string): { entry: string; reason: string }[] {
  const block = /^minimumReleaseAgeExclude:\n((?:[ \t]+.*\n?|\s*\n)*)/m.exec(yaml)
  if (!block) return []
  return [...block[1]!.matchAll(/^[ \t]+- *('?)([^'#\s][^'#]*?)\1 *(?:# *(.*))?$/gm)].map((m) => ({ entry: m[2]!.trim(), reason: (m[3] ?? '').trim() }))
}

/** What runs at install: npm's three lifecycle scripts, or node-gyp's implicit build when a binding.gyp is there. */
export function installScript(found: { manifest: Manifest; bindingGyp: boolean }): string | undefined {
  const scripts = found.manifest.scripts ?? {}
  for (const name of ['preinstall', 'install', 'postinstall'] as const) if (scripts[name]) return `${name}: ${scripts[name]}`
  return found.bindingGyp ? 'binding.gyp (node-gyp rebuild)' : undefined
}

/** Every way the lockfile and the allowlist break the policy, one line each, naming the package. */
export function installPolicyProblems(lockfile: string, workspaceYaml: string, manifestOf: ManifestOf): string[] {
  const problems: string[] = []
  const packages = lockedPackages(lockfile)
  const decisions = allowBuilds(workspaceYaml)
  const decided = new Set(decisions.map((d) => d.name))
  for (const pkg of packages) {
    const source = exoticSource(pkg)
    if (source) problems.push(`${pkg.name}: comes from ${source}, not the registry`)
    const found = manifestOf(pkg.name, pkg.version)
    const script = found && installScript(found)
    if (script && !decided.has(pkg.name))
      problems.push(`${pkg.name}@${pkg.version}: runs an install script (${script}) that allowBuilds in pnpm-workspace.yaml does not name: read it, then list it with true or false and the reason`)
  }
  for (const d of decisions) {
    if (d.reason === '') problems.push(`allowBuilds: ${d.name} has no reason (a comment after the entry says why it runs or not)`)
    if (!packages.some((pkg) => pkg.name === d.name)) problems.push(`allowBuilds: ${d.name} is not in the lockfile any more: remove it`)
  }
  // A release younger than the minimum age gets in only by name, at an exact version, with its reason.
  for (const { entry, reason } of releaseAgeExclusions(workspaceYaml)) {
    if (!/^(@[^/\s]+\/)?[^@\s]+@\d[^\s]*$/.test(entry)) problems.push(`minimumReleaseAgeExclude: ${entry} must name one package at an exact version (name@1.2.3), not a pattern`)
    if (reason === '') problems.push(`minimumReleaseAgeExclude: ${entry} has no reason (a comment after the entry says why it cannot wait)`)
  }
  const settings = workspaceSettings(workspaceYaml)
  if (settings.blockExoticSubdeps !== 'true') problems.push('pnpm-workspace.yaml: blockExoticSubdeps must be true')
  if (settings.strictDepBuilds !== 'true') problems.push('pnpm-workspace.yaml: strictDepBuilds must be true')
  if (!(Number(settings.minimumReleaseAge) >= 1440)) problems.push('pnpm-workspace.yaml: minimumReleaseAge must be at least 1440 minutes (a day)')
  if (settings.onlyBuiltDependencies !== undefined || /^(onlyBuiltDependencies|ignoredBuiltDependencies|neverBuiltDependencies):/m.test(workspaceYaml))
    problems.push('pnpm-workspace.yaml: builds are decided in allowBuilds alone, not onlyBuiltDependencies or ignoredBuiltDependencies')
  return problems
}

/**
 * The manifests of a pnpm virtual store (node_modules/.pnpm): each `<dir>/node_modules/<name>` that is a folder, not a
 * link, is that entry's own package. Read once; optional packages for other platforms are simply absent.
 */
export function virtualStoreManifests(virtualStore: string): ManifestOf {
  const found = new Map<string, { manifest: Manifest; bindingGyp: boolean }>()
  const add = (dir: string) => {
    const file = path.join(dir, 'package.json')
    if (!existsSync(file)) return
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
    found.set(`${manifest.name}@${manifest.version}`, { manifest, bindingGyp: existsSync(path.join(dir, 'binding.gyp')) })
  }
  for (const entry of existsSync(virtualStore) ? readdirSync(virtualStore) : []) {
    const modules = path.join(virtualStore, entry, 'node_modules')
    if (!existsSync(modules)) continue
    for (const name of readdirSync(modules)) {
      const dir = path.join(modules, name)
      if (name.startsWith('@')) {
        if (!lstatSync(dir).isDirectory()) continue
        for (const sub of readdirSync(dir)) if (lstatSync(path.join(dir, sub)).isDirectory()) add(path.join(dir, sub))
      } else if (lstatSync(dir).isDirectory()) add(dir)
    }
  }
  return (name, version) => found.get(`${name}@${version}`)
}
