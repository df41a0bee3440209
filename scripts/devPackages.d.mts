export function runtimePackages(dir: string, found?: Map<string, string>): Map<string, string>
export function commandsBeforeTsup(dir: string): string[]
