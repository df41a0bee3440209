// Reads what a pnpm lockfile (v9) says of each package: its name, its version and where it comes from. Line-based:
// the lockfile is written by pnpm in one fixed layout, and this package has no YAML parser to lean on.

export type Resolution = Readonly<Record<string, string>>
export type LockedPackage = { key: string; name: string; version: string; resolution: Resolution }

/** `{integrity: sha512-…, tarball: https://…}` as a record; values hold no ", " in what pnpm writes. */
function flowMapping(text: string): Resolution {
  const inner = text.trim().replace(/^\{/, '').replace(/\}$/, '')
  return Object.fromEntries(
    inner
      .split(', ')
      .filter((pair) => pair.includes(': '))
      .map((pair) => {
        const at = pair.indexOf(': ')
        return [pair.slice(0, at).trim(), pair.slice(at + 2).trim().replace(/^'(.*)'$/, '$1')]
      }),
  )
}

/** Every entry of the lockfile's `packages:` section, e.g. `{key: 'solc@0.8.28', name: 'solc', version: '0.8.28'}`. */
export function lockedPackages(lockfile: string): LockedPackage[] {
  const start = lockfile.indexOf('\npackages:\n')
  if (start < 0) return []
  const end = lockfile.indexOf('\nsnapshots:\n', start)
  const lines = lockfile.slice(start, end < 0 ? undefined : end).split('\n')
  const packages: LockedPackage[] = []
  let current: { key: string; resolution: Resolution; version?: string } | undefined
  const finish = () => {
    if (!current) return
    // The name is what comes before the first @ that is not the scope's.
    const at = current.key.indexOf('@', current.key.startsWith('@') ? 1 : 0)
    packages.push({ key: current.key, name: current.key.slice(0, at), version: current.version ?? current.key.slice(at + 1), resolution: current.resolution })
  }
  for (const line of lines) {
    const entry = /^ {2}('?)(\S.*?)\1:(?: \{\})?$/.exec(line)
    if (entry) {
      finish()
      current = { key: entry[2]!, resolution: {} }
      continue
    }
    const field = /^ {4}(resolution|version): (.*)$/.exec(line)
    if (!current || !field) continue
    if (field[1] === 'resolution') current.resolution = flowMapping(field[2]!)
    else current.version = field[2]!.replace(/^'(.*)'$/, '$1')
  }
  finish()
  return packages
}

/** Where a package comes from when it is not the registry: a git repository, a tarball URL or a folder; else undefined. */
export function exoticSource(pkg: LockedPackage): string | undefined {
  const { resolution } = pkg
  if (resolution.type === 'git' || resolution.repo) return `the git repository ${resolution.repo ?? pkg.key}${resolution.commit ? ` at ${resolution.commit}` : ''}`
  if (resolution.tarball) return `the tarball ${resolution.tarball}`
  if (resolution.type === 'directory' || resolution.directory) return `the folder ${resolution.directory ?? pkg.key}`
  if (!resolution.integrity) return `${pkg.key}, with no registry integrity`
  return undefined
}
