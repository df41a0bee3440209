import { z } from 'zod'
import { DEV_SECRET } from '../constants.js'
import { ConfigError } from '../errors.js'
import { texts } from '../texts.js'
import { authServerConfigSchema, type AuthServerConfig, type AuthServerConfigInput } from './schema.js'

/** Validates a configuration, naming every bad field; refuses the development secret in production. */
export function parseAuthServerConfig(input: AuthServerConfigInput): AuthServerConfig {
  const production = input.production ?? process.env.NODE_ENV === 'production'
  if (production && (input.secret === undefined || input.secret === '' || input.secret === DEV_SECRET)) {
    throw new ConfigError(texts.config_production_secret)
  }
  const result = authServerConfigSchema.safeParse(input)
  if (!result.success) throw new ConfigError(texts.config_invalid, { details: z.prettifyError(result.error) })
  return { ...result.data, production }
}
