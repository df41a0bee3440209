// TypeScript 7's tsc (the native compiler, typescript@7), run in this process with `args` as its command
// line: its tsc reads the arguments from process.argv, as when run as a command.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** @param {string[]} args */
export async function runTsc7(args) {
  const manifest = createRequire(import.meta.url).resolve('typescript-7/package.json')
  process.argv = [process.argv[0], process.argv[1], ...args]
  await import(pathToFileURL(path.join(path.dirname(manifest), 'lib', 'tsc.js')).href)
}
