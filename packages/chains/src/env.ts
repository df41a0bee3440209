export type Env = Readonly<Record<string, string | undefined>>

/**
 * process.env where there is one. Next.js only inlines `process.env.NEXT_PUBLIC_X` written
 * literally, so browser code should pass its env explicitly instead of relying on this.
 */
export function defaultEnv(): Env {
  return typeof process !== 'undefined' && typeof process.env === 'object' ? process.env : {}
}
