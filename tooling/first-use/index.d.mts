/** `installed` (a path inside `projectDir`), after a frozen install of `projectDir` outside the workspace if it is missing. */
export function installOnFirstUse(projectDir: string, installed: string): string
