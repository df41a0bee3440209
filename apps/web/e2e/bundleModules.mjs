// The browser chunks of a production build, module by module: which chunks carry the same module (by Turbopack's
// module id). Node only; shared by e2e/productionBundle.desktop.spec.ts and bench/pageScripts.mjs.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * A Turbopack chunk's modules, id -> factory source. A chunk only pushes `[script, id, factory, ...]` onto
 * `globalThis.TURBOPACK`; run in an empty context with that array, it hands its modules over without running them.
 * Undefined for a file that is not such a chunk (the runtime, which needs a browser).
 */
export function chunkModules(code) {
  const pushed = []
  const context = vm.createContext({ TURBOPACK: { push: (entry) => pushed.push(entry) } })
  try {
    vm.runInContext(code, context, { timeout: 2_000 })
  } catch {
    return undefined
  }
  const modules = new Map()
  for (const entry of pushed) {
    if (!Array.isArray(entry)) continue
    // A factory follows its id, or the ids of the modules merged into it.
    let ids = []
    for (const item of entry.slice(1)) {
      if (typeof item === 'number') ids.push(item)
      else if (typeof item === 'function') {
        modules.set(ids.join('+'), item.toString())
        ids = []
      }
    }
  }
  return modules
}

/** Every .js file under the build's static folder: relative path -> text. */
export function browserScripts(distDir) {
  const staticDir = path.join(distDir, 'static')
  const files = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  return new Map(files.map((file) => [file, readFileSync(path.join(staticDir, file), 'utf8')]))
}

/** Module id -> the chunks that carry it and its source, for the given chunks (path -> text). */
export function modulesById(scripts) {
  const byId = new Map()
  for (const [file, code] of scripts) {
    for (const [id, source] of chunkModules(code) ?? []) {
      const seen = byId.get(id) ?? { chunks: [], source }
      seen.chunks.push(file)
      byId.set(id, seen)
    }
  }
  return byId
}

/** The modules holding `marker`: id -> the chunks carrying it. */
export function markerModules(byId, marker) {
  return new Map([...byId].filter(([, { source }]) => source.includes(marker)).map(([id, { chunks }]) => [id, chunks]))
}
