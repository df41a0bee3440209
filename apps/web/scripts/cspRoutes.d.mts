// Types for cspRoutes.mjs beside it (a plain Node script, run without a build step).
export declare function hashInlineScripts(html: string): string[]
export declare function addScriptHashes(policy: string, hashes: string[]): string
export declare const CATCH_ALL_SOURCE: '/(.*)'
type HeaderRule = { source: string; headers: { key: string; value: string }[]; stardustCsp?: boolean }
export declare function catchAllRule<R extends HeaderRule>(rules: R[]): R
export declare function routeRule(route: string, policy: string): { source: string; headers: { key: string; value: string }[]; regex: string; stardustCsp: true }
export declare function withUnprefixedEnglish(hashes: Record<string, string[]>): Record<string, string[]>
export declare function pageCoverage(build: {
  appPaths: Record<string, string>
  prerendered: Record<string, { srcRoute?: string | null }>
  hashed: Set<string> | string[]
  prerenderedPages: readonly string[]
  perRequestPages: readonly string[]
}): { notPrerendered: string[]; unlisted: string[]; perRequestUnlisted: string[]; locales: string[] }
