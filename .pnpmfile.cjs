// Hardhat's node (@nomicfoundation/edr) lists its seven platform binaries as plain dependencies, so
// every install fetched all seven (about 12 MB each, compressed) to use one. Declared here as optional,
// each with the platform it is built for, pnpm fetches only the machine's own; the lockfile keeps all seven.
const edrPlatforms = {
  'edr-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'edr-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'edr-linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'edr-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'edr-linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'edr-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'edr-win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
}
const scope = '@nomicfoundation/'

function readPackage(manifest) {
  // sharp serves only Next's image optimizer, which the site turns off (apps/web/next.config.ts:
  // images.unoptimized; no page uses next/image): about 9 MB compressed that nothing would load.
  if (manifest.name === 'next' && manifest.optionalDependencies?.sharp) delete manifest.optionalDependencies.sharp
  if (manifest.name === `${scope}edr`) {
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (!edrPlatforms[name.slice(scope.length)]) continue
      delete manifest.dependencies[name]
      manifest.optionalDependencies = { ...manifest.optionalDependencies, [name]: range }
    }
  }
  const platform = manifest.name?.startsWith(scope) && edrPlatforms[manifest.name.slice(scope.length)]
  if (platform) Object.assign(manifest, platform)
  return manifest
}

module.exports = { hooks: { readPackage } }
