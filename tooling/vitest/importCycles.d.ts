// Types for importCycles.js beside it.
export type FindImportCyclesOptions = {
  /** The package folder; circles are reported relative to it. */
  root: string
  /** Folders under root to scan (default: root). Imports leaving them are ignored. */
  dirs?: string[]
  /** Import prefixes mapped to folders, e.g. `{ '@/': '/abs/src/' }`. */
  aliases?: Record<string, string>
}

/** Each circle as file paths relative to `root`, the first file repeated at the end. */
export declare function findImportCycles(options: FindImportCyclesOptions): string[][]
