// Types for settings.mjs beside it (the production server runs as plain Node, without a build step).
import type { ServerOptions } from 'node:http'

export type ServerSettings = {
  port: number
  host: string
  stopTimeoutMs: number
  maxInFlight: number
  maxQueue: number
  queueWaitMs: number
  keepAliveTimeoutMs: number
  headersTimeoutMs: number
}
export declare const SETTINGS_KEY: unique symbol
export declare const SETTINGS_INTEGERS: Record<
  | 'PORT'
  | 'STARDUST_STOP_TIMEOUT_MS'
  | 'STARDUST_MAX_IN_FLIGHT'
  | 'STARDUST_MAX_QUEUE'
  | 'STARDUST_QUEUE_WAIT_MS'
  | 'STARDUST_KEEP_ALIVE_TIMEOUT_MS'
  | 'STARDUST_HEADERS_TIMEOUT_MS',
  { key: keyof ServerSettings; fallback: number | undefined; min: number; max: number; meaning: string }
>
export declare class SettingsError extends Error {}
export declare function readServerSettings(env: Record<string, string | undefined>): ServerSettings
export declare function httpServerOptions(settings: Pick<ServerSettings, 'keepAliveTimeoutMs' | 'headersTimeoutMs'>): ServerOptions
