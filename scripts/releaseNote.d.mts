// Types for releaseNote.mjs beside it.
export declare const RELEASE_NOTE_TEMPLATE: string
export declare class ReleaseNoteError extends Error {}
export type Release = {
  version: string
  commit: string
  dirty?: boolean
  manifestSha256: string
  verification: Array<{ chain: string; exitCode: number; lines: string[] }>
  changes: string[]
}
export declare function fileSha256(file: string): string
export declare function releaseNote(template: string, release: Release): string
export declare function pendingChanges(changesetDir: string): string[]
