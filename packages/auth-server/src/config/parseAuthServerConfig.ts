import { z } from 'zod'
import { DEV_SECRET } from '../constants.js'
import { ConfigError } from '../errors.js'
import { texts } from '../texts.js'
import { authServerConfigSchema, type AuthServerConfig, type AuthServerConfigInput } from './schema.js'

/** Production refuses a missing, empty or development secret. */
export function assertProductionSecret(production: boolean, secret: string | undefined): void {
  if (production && (secret === undefined || secret === '' || secret === DEV_SECRET)) throw new ConfigError(texts.config_production_secret)
}

/** Validates a configuration, naming every bad field; refuses the development secret in production. */
export function parseAuthServerConfig(input: AuthServerConfigInput): AuthServerConfig {
  const production = input.production ?? process.env.NODE_ENV === 'production'
  assertProductionSecret(production, input.secret)
  const result = authServerConfigSchema.safeParse(input)
  if (!result.success) throw new ConfigError(texts.config_invalid, { details: z.prettifyError(result.error) })
  return { ...result.data, production }
}
