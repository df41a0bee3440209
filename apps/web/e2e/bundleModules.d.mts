// Types for bundleModules.mjs beside it.
export type ModuleCopies = { chunks: string[]; source: string }
export declare function chunkModules(code: string): Map<string, string> | undefined
export declare function browserScripts(distDir: string): Map<string, string>
export declare function modulesById(scripts: Map<string, string>): Map<string, ModuleCopies>
export declare function markerModules(byId: Map<string, ModuleCopies>, marker: string): Map<string, string[]>
