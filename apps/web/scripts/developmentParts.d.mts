// Types for developmentParts.mjs beside it (a plain Node script, run by standalone.mjs after the build).
export declare function developmentParts(where: { distDir: string; publicDir: string }): string[]
