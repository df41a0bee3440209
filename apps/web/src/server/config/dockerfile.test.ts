// The image must be the tested site: every public variable the build inlines can be given as a build
// argument, the commit reaches stardust_build_info, and the container's health check asks liveness.
// Docker does not run in the test environment: the Dockerfile is checked by reading it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { namesOf, SERVER_VARIABLES } from './serverVariables'

const root = fileURLToPath(new URL('../../../../../', import.meta.url))
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')

/** Read by the build but never part of an image: the development chain (pnpm dev's Stardust Local). */
const NOT_FOR_IMAGES = new Set(['NEXT_PUBLIC_RPC_LOCAL'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' ? [] : sources(full)
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : []
  })
}

/** The catalog's variables that the build inlines (NEXT_PUBLIC_*), less the development chain's. */
const catalogPublic = SERVER_VARIABLES.filter((variable) => variable.readAt === 'build')
  .flatMap(namesOf)
  .filter((name) => name.startsWith('NEXT_PUBLIC_') && !NOT_FOR_IMAGES.has(name))
  .sort()

/** Every `process.env.NEXT_PUBLIC_*` the site's and the packages' code reads (Next inlines exactly those). */
function publicVariablesRead(): string[] {
  const web = path.join(root, 'apps', 'web')
  const packages = readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name, 'src'))
  const files = [path.join(web, 'app'), path.join(web, 'src'), ...packages].flatMap((dir) => {
    try {
      return sources(dir)
    } catch {
      return []
    }
  })
  const names = new Set<string>()
  for (const file of files)
    for (const line of readFileSync(file, 'utf8').split('\n'))
      if (!/^\s*(?:\/\/|\*|\/\*)/.test(line)) for (const [, name] of line.matchAll(/process\.env\.(NEXT_PUBLIC_[A-Z0-9_]+)/g)) names.add(name!)
  return [...names].filter((name) => !NOT_FOR_IMAGES.has(name)).sort()
}

/** The stage named `name`: from its FROM line to the next FROM. */
function stage(text: string, name: string): string {
  const match = new RegExp(`^FROM [^\\n]* AS ${name}\\n([\\s\\S]*?)(?=^FROM |$(?![\\s\\S]))`, 'm').exec(text)
  if (!match) throw new Error(`the Dockerfile has no stage ${name}`)
  return match[1]!
}

/** The ARGs declared in the build stage before the site's build runs (an ARG after it reaches nothing). */
function buildArgs(text: string): string[] {
  const build = stage(text, 'build')
  const beforeBuild = build.slice(0, build.search(/^RUN .*turbo run build/m))
  return [...beforeBuild.matchAll(/^ARG ([A-Z0-9_]+)/gm)].map(([, name]) => name!)
}

const missing = (text: string) => catalogPublic.filter((name) => !buildArgs(text).includes(name))

describe('Dockerfile', () => {
  test('behavior: every NEXT_PUBLIC_* variable the code reads is in the catalog, read at build', () => {
    expect(publicVariablesRead()).toContain('NEXT_PUBLIC_CLAIM_PROOFS_URL')
    expect(publicVariablesRead().filter((name) => !catalogPublic.includes(name))).toEqual([])
  })

  test('behavior: the build stage has an ARG for each of the catalog\'s NEXT_PUBLIC_* variables, and none besides', () => {
    expect(missing(dockerfile)).toEqual([])
    expect(buildArgs(dockerfile).filter((name) => name.startsWith('NEXT_PUBLIC_') && !catalogPublic.includes(name))).toEqual([])
  })

  test('behavior: a Dockerfile without one of them, or with it after the build, fails the check', () => {
    expect(missing(dockerfile.replace(/^ARG NEXT_PUBLIC_CLAIM_PROOFS_URL\n/m, ''))).toEqual(['NEXT_PUBLIC_CLAIM_PROOFS_URL'])
    const late = dockerfile.replace(/^ARG NEXT_PUBLIC_GA_ID\n/m, '').replace(/^(RUN .*turbo run build.*\n)/m, '$1ARG NEXT_PUBLIC_GA_ID\n')
    expect(missing(late)).toEqual(['NEXT_PUBLIC_GA_ID'])
  })

  test('behavior: the commit reaches stardust_build_info (the build) and the image (its environment and label)', () => {
    // next.config.ts reads STARDUST_BUILD_COMMIT; .git is not copied into the build (.dockerignore).
    expect(buildArgs(dockerfile)).toContain('STARDUST_BUILD_COMMIT')
    expect(readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n')).toContain('.git')
    const run = stage(dockerfile, 'run')
    expect(run).toMatch(/^ARG STARDUST_BUILD_COMMIT$/m)
    expect(run).toMatch(/^ENV .*\bSTARDUST_BUILD_COMMIT=\$STARDUST_BUILD_COMMIT\b/m)
  })

  test('behavior: HEALTHCHECK probes liveness, never readiness (a database outage must not restart every container)', () => {
    const healthcheck = /^HEALTHCHECK [^\n]*\\\n[^\n]*/m.exec(stage(dockerfile, 'run'))?.[0] ?? ''
    expect(healthcheck).toContain('/api/health/live')
    expect(healthcheck).not.toMatch(/\/api\/health['"]/)
  })
})
