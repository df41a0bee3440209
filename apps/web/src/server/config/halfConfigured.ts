import { unreadVariables } from '@stardust/auth-server'

type Env = Record<string, string | undefined>

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim())
const originOf = (value: string) => URL.canParse(value) ? new URL(value).origin : undefined

/**
 * What a start would otherwise leave silently half-configured, as `<VARIABLE>: <why and what to do>` lines: a
 * variable set that the mode the others choose never reads (the auth server's: REDIS_PASSWORD beside a REDIS_URL
 * that carries its own; the site's: STARDUST_DATA_DIR beside DATABASE_URL), and one setting read from two variables
 * that disagree (the site's origin: the sign-in message names AUTH_ORIGIN, next-auth answers for NEXTAUTH_URL).
 * An operator who changes the unread one would believe it used. Never a value: passwords and URLs.
 */
export function halfConfigured(env: Env): string[] {
  const found = unreadVariables(env).map(({ name, reason }) => `${name}: ${reason}`)
  if (isSet(env, 'DATABASE_URL') && isSet(env, 'STARDUST_DATA_DIR')) {
    found.push('STARDUST_DATA_DIR: never read beside DATABASE_URL (the ledger is in PostgreSQL, the PGlite folder unused): unset STARDUST_DATA_DIR')
  }
  const origin = env.AUTH_ORIGIN?.trim()
  const nextAuthUrl = env.NEXTAUTH_URL?.trim()
  if (origin && nextAuthUrl && originOf(origin) !== originOf(nextAuthUrl)) {
    found.push('AUTH_ORIGIN: names another origin than NEXTAUTH_URL (sign-in messages would name one, next-auth answer for the other): set both to the site\'s public origin, or unset AUTH_ORIGIN')
  }
  return found
}
