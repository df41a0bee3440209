import { SETTINGS_KEY, type ServerSettings } from '../../../server/settings.mjs'
import { deploymentMode, type DeploymentMode } from './deploymentMode'
import { parseServerEnv, type ServerEnv } from './serverEnvSchema'

/** The server's configuration, read once: the parsed environment, the deployment mode and the production server's settings. */
export type ServerConfig = {
  env: ServerEnv
  mode: DeploymentMode
  /** The production server's settings as it read them at its start (server/settings.mjs); none under next dev or start. */
  settings: ServerSettings | undefined
}

// On globalThis: instrumentation reads it at start, every route bundle then shares the one reading.
const holder = globalThis as typeof globalThis & { __stardustServerConfig?: ServerConfig; [SETTINGS_KEY]?: ServerSettings }

/**
 * Reads the process's environment against the one schema (serverVariables.ts) and keeps the result: the only
 * reader of the server's variables at run time. Throws ServerEnvError naming each bad variable.
 */
export function readServerConfig(env: Record<string, string | undefined> = process.env, options?: { atStart?: boolean }): ServerConfig {
  const parsed = parseServerEnv(env, options)
  holder.__stardustServerConfig = { env: parsed, mode: deploymentMode(parsed), settings: holder[SETTINGS_KEY] }
  return holder.__stardustServerConfig
}

/**
 * The configuration read at start (instrumentation.ts), or read now when nothing has read it yet: a build
 * prerendering pages, a test. Production's need of PostgreSQL and Redis is checked by the start alone.
 */
export function serverConfig(): ServerConfig {
  return holder.__stardustServerConfig ?? readServerConfig(process.env, { atStart: false })
}
