import { readFileSync } from 'node:fs'
import { type Package, checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'

/**
 * The resolutions an ESM-only package does not serve, left out as `attw --profile esm-only` does:
 * TypeScript's node10 mode (no `exports`) and a `require` under node16.
 */
const NOT_SERVED = new Set(['node10', 'node16-cjs'])
/** Entries that are not modules (ui's stylesheet). */
const NOT_MODULES = [/\.css$/]

/**
 * What "Are the types wrong?" finds in a package as its consumers would meet it, one line a problem
 * (its kind, entry and resolution). Empty when every entry's types resolve as its JavaScript does.
 */
export async function typeProblems(pkg: Package): Promise<string[]> {
  const result = await checkPackage(pkg, { excludeEntrypoints: NOT_MODULES })
  if (!result.types) return [`${pkg.packageName}: ships no types`]
  return result.problems
    .filter((problem) => !('resolutionKind' in problem) || !NOT_SERVED.has(problem.resolutionKind))
    .map((problem) => {
      const where = 'entrypoint' in problem ? ` (${problem.entrypoint}, ${problem.resolutionKind})` : ''
      return `${pkg.packageName}: ${problemKindInfo[problem.kind].title}${where}`
    })
}

/** A packed tarball as "Are the types wrong?" reads it. */
export function tarballPackage(file: string): Package {
  return createPackageFromTarballData(new Uint8Array(readFileSync(file)))
}
