import { z } from 'zod'
import { missingForProduction } from './deploymentMode'
import { halfConfigured } from './halfConfigured'
import { SERVER_VARIABLES, namesOf } from './serverVariables'

type Env = Record<string, string | undefined>

/**
 * The server's environment, as one schema made from the variable catalog (serverVariables.ts): every variable
 * the site, the auth server, the ledger and the production server read. Unset and blank are the same: the
 * default applies. Values another module parses further (the auth server's, the deployments') are checked there.
 */
export const serverEnvSchema = z.object(
  Object.fromEntries(SERVER_VARIABLES.flatMap((variable) => namesOf(variable).map((name) => [name, variable.schema.optional()]))),
)

/** The parsed environment: each known variable, trimmed, blank as unset (kept as '' where the catalog says so). */
export type ServerEnv = Readonly<Record<string, string | undefined>> & {
  NODE_ENV?: 'development' | 'production' | 'test'
  LOG_LEVEL?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}

/** A server environment that does not fit the schema: each variable named with the reason. */
export class ServerEnvError extends Error {
  override name = 'ServerEnvError'
  constructor(readonly problems: string[]) {
    super(problems.join('; '))
  }
}

/** Variables matched by a pattern (`AUTH_RPC_<chainId>`), as present in `env`. */
const matched = (env: Env) => Object.keys(env).filter((name) => SERVER_VARIABLES.some((variable) => variable.match?.test(name)))

/**
 * The server environment, parsed: only the catalog's variables, trimmed, blank as unset. Throws ServerEnvError
 * naming each bad variable and why (never its value), and, at a server's start, each one production lacks and each
 * one set that the others leave unread (halfConfigured.ts) (`atStart: false` for a build's prerendering, which
 * serves nobody and has no database).
 */
export function parseServerEnv(env: Env, { atStart = true }: { atStart?: boolean } = {}): ServerEnv {
  const names = [...Object.keys(serverEnvSchema.shape), ...matched(env)]
  const blankKept = new Set(SERVER_VARIABLES.filter((variable) => variable.blankKept).flatMap(namesOf))
  const known = Object.fromEntries(names.map((name) => [name, blankKept.has(name) ? env[name]?.trim() : env[name]?.trim() || undefined]))
  const result = serverEnvSchema.safeParse(known)
  const refused = atStart ? [...missingForProduction(known), ...halfConfigured(known)] : []
  if (result.success && refused.length === 0) return Object.freeze({ ...known, ...result.data }) as ServerEnv
  throw new ServerEnvError([...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)), ...refused])
}
