// The production server's own variables, read once at start: a bad value stops it, naming the variable.

/**
 * @typedef {{ port: number, host: string, stopTimeoutMs: number, maxInFlight: number, maxQueue: number, queueWaitMs: number,
 *   keepAliveTimeoutMs: number, headersTimeoutMs: number }} ServerSettings
 */

/** Where the settings read at start are published for the site's code in the same process (its metrics, readiness). */
export const SETTINGS_KEY = Symbol.for('stardust.serverSettings')

/** Node's own limit on receiving a whole request; the headers' limit may not pass it (Node refuses that server). */
const NODE_REQUEST_TIMEOUT_MS = 300_000

/**
 * The production server's whole-number variables (also rows of the site's variable catalog, src/server/config).
 * A fallback of undefined is derived from another setting (see readServerSettings).
 */
export const SETTINGS_INTEGERS = {
  PORT: { key: 'port', fallback: 3000, min: 0, max: 65_535, meaning: 'the port to listen on' },
  STARDUST_STOP_TIMEOUT_MS: { key: 'stopTimeoutMs', fallback: 10_000, min: 0, max: 600_000, meaning: 'ms a stop waits for requests in flight' },
  STARDUST_MAX_IN_FLIGHT: { key: 'maxInFlight', fallback: 32, min: 1, max: 100_000, meaning: 'requests served at once' },
  STARDUST_MAX_QUEUE: { key: 'maxQueue', fallback: 128, min: 0, max: 1_000_000, meaning: 'requests waiting for a slot' },
  STARDUST_QUEUE_WAIT_MS: { key: 'queueWaitMs', fallback: 1_000, min: 0, max: 60_000, meaning: 'ms a request may wait for a slot' },
  // Above the idle timeout of the load balancer in front (AWS ALB 60 s; Node's own 5 s is below every common
  // one): else the balancer reuses a connection this server is closing, and its client gets a 502.
  STARDUST_KEEP_ALIVE_TIMEOUT_MS: { key: 'keepAliveTimeoutMs', fallback: 65_000, min: 1_000, max: 3_600_000, meaning: "ms an idle kept-alive connection stays open; above the load balancer's idle timeout" },
  STARDUST_HEADERS_TIMEOUT_MS: { key: 'headersTimeoutMs', fallback: undefined, min: 1_000, max: 3_601_000, meaning: "ms a request's headers may take to arrive; above the keep-alive timeout" },
}

export class SettingsError extends Error {}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {ServerSettings}
 */
export function readServerSettings(env) {
  /** @type {Record<string, number | string | undefined>} */
  const settings = { host: env.HOST?.trim() || '0.0.0.0' }
  for (const [name, { key, fallback, min, max, meaning }] of Object.entries(SETTINGS_INTEGERS)) {
    const text = env[name]?.trim()
    const value = text ? Number(text) : fallback
    if (text && (!/^\d+$/.test(text) || /** @type {number} */ (value) < min || /** @type {number} */ (value) > max)) {
      throw new SettingsError(`${name}=${JSON.stringify(env[name])}: a whole number from ${min} to ${max} (${meaning})`)
    }
    settings[key] = value
  }
  const keepAlive = /** @type {number} */ (settings.keepAliveTimeoutMs)
  // Kept above the keep-alive timeout, as Node's documentation asks, so the headers' clock never closes a connection
  // the keep-alive timeout still keeps.
  settings.headersTimeoutMs ??= keepAlive + 1_000
  if (/** @type {number} */ (settings.headersTimeoutMs) <= keepAlive) {
    throw new SettingsError(`STARDUST_HEADERS_TIMEOUT_MS=${JSON.stringify(env.STARDUST_HEADERS_TIMEOUT_MS)}: more than STARDUST_KEEP_ALIVE_TIMEOUT_MS (${keepAlive})`)
  }
  return /** @type {ServerSettings} */ (/** @type {unknown} */ (settings))
}

/**
 * The node:http server options of these settings: the keep-alive and headers timeouts, and Node's request timeout
 * raised to the headers' when they pass it (Node refuses a server whose headers may outlast the request).
 * @param {Pick<ServerSettings, 'keepAliveTimeoutMs' | 'headersTimeoutMs'>} settings
 * @returns {import('node:http').ServerOptions}
 */
export function httpServerOptions({ keepAliveTimeoutMs, headersTimeoutMs }) {
  return { keepAliveTimeout: keepAliveTimeoutMs, headersTimeout: headersTimeoutMs, requestTimeout: Math.max(NODE_REQUEST_TIMEOUT_MS, headersTimeoutMs) }
}
