// The production server's own variables, read once at start: a bad value stops it, naming the variable.

/** @typedef {{ port: number, host: string, stopTimeoutMs: number, maxInFlight: number, maxQueue: number, queueWaitMs: number }} ServerSettings */

/** Where the settings read at start are published for the site's code in the same process (its metrics, readiness). */
export const SETTINGS_KEY = Symbol.for('stardust.serverSettings')

/** The production server's whole-number variables (also rows of the site's variable catalog, src/server/config). */
export const SETTINGS_INTEGERS = {
  PORT: { key: 'port', fallback: 3000, min: 0, max: 65_535, meaning: 'the port to listen on' },
  STARDUST_STOP_TIMEOUT_MS: { key: 'stopTimeoutMs', fallback: 10_000, min: 0, max: 600_000, meaning: 'ms a stop waits for requests in flight' },
  STARDUST_MAX_IN_FLIGHT: { key: 'maxInFlight', fallback: 32, min: 1, max: 100_000, meaning: 'requests served at once' },
  STARDUST_MAX_QUEUE: { key: 'maxQueue', fallback: 128, min: 0, max: 1_000_000, meaning: 'requests waiting for a slot' },
  STARDUST_QUEUE_WAIT_MS: { key: 'queueWaitMs', fallback: 1_000, min: 0, max: 60_000, meaning: 'ms a request may wait for a slot' },
}

export class SettingsError extends Error {}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ServerSettings}
 */
export function readServerSettings(env) {
  /** @type {Record<string, number | string>} */
  const settings = { host: env.HOST?.trim() || '0.0.0.0' }
  for (const [name, { key, fallback, min, max, meaning }] of Object.entries(SETTINGS_INTEGERS)) {
    const text = env[name]?.trim()
    const value = text ? Number(text) : fallback
    if (text && (!/^\d+$/.test(text) || value < min || value > max)) {
      throw new SettingsError(`${name}=${JSON.stringify(env[name])}: a whole number from ${min} to ${max} (${meaning})`)
    }
    settings[key] = value
  }
  return /** @type {ServerSettings} */ (/** @type {unknown} */ (settings))
}
