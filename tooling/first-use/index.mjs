// A tool that only one command needs (forge for the contracts' invariant suites, Lighthouse for the site's
// bench) is a project of its own, with its own package.json and lockfile, outside the workspace: the
// workspace install, a newcomer's first `pnpm install`, does not fetch it. The first command that needs it
// installs that folder, as Playwright fetches its browsers on first use.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * `installed` (a path inside `projectDir`, e.g. 'node_modules/.bin/forge'), installing the project first if it
 * is missing: a frozen install, outside the workspace, so the lockfile's versions and integrity or nothing.
 * @param {string} projectDir
 * @param {string} installed
 * @returns {string} the absolute path of `installed`
 */
export function installOnFirstUse(projectDir, installed) {
  const target = path.join(projectDir, installed)
  if (existsSync(target)) return target
  const args = ['install', '--ignore-workspace', '--frozen-lockfile', '--config.confirmModulesPurge=false']
  // The pnpm that runs this command (npm_execpath under `pnpm test` or `pnpm bench`), else the workspace's own version.
  const execPath = process.env.npm_execpath
  if (execPath && /pnpm/.test(path.basename(execPath))) execFileSync(process.execPath, [execPath, ...args], { cwd: projectDir, stdio: 'inherit' })
  else {
    const { packageManager } = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'))
    execFileSync('npx', ['-y', packageManager, ...args], { cwd: projectDir, stdio: 'inherit', shell: process.platform === 'win32' })
  }
  if (!existsSync(target)) throw new Error(`${installed} is not in ${projectDir} after pnpm install`)
  return target
}
