import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { httpServerOptions, readServerSettings, SettingsError } from './settings.mjs'

describe('readServerSettings', () => {
  test('default: idle connections stay open 65 s (above AWS ALB\'s 60 s), the headers\' limit a second more', () => {
    const settings = readServerSettings({})
    expect([settings.keepAliveTimeoutMs, settings.headersTimeoutMs]).toEqual([65_000, 66_000])
    expect(httpServerOptions(settings)).toEqual({ keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 300_000 })
  })

  test('parameters: the keep-alive timeout set, the headers\' follow it; past Node\'s request timeout, that follows too', () => {
    const settings = readServerSettings({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '620000' })
    expect(httpServerOptions(settings)).toEqual({ keepAliveTimeout: 620_000, headersTimeout: 621_000, requestTimeout: 621_000 })
    expect(readServerSettings({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '5000', STARDUST_HEADERS_TIMEOUT_MS: '20000' }).headersTimeoutMs).toBe(20_000)
  })

  test('behavior: a bad value is a SettingsError naming the variable, never a start with half the settings', () => {
    const bad = (env: Record<string, string>) => () => readServerSettings(env)
    expect(bad({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '65s' })).toThrow(SettingsError)
    expect(bad({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '65s' })).toThrow(
      'STARDUST_KEEP_ALIVE_TIMEOUT_MS="65s": a whole number from 1000 to 3600000 (ms an idle kept-alive connection stays open; above the load balancer\'s idle timeout)',
    )
    expect(bad({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/^STARDUST_KEEP_ALIVE_TIMEOUT_MS="0": a whole number from 1000/)
    expect(bad({ STARDUST_HEADERS_TIMEOUT_MS: '60000' })).toThrow('STARDUST_HEADERS_TIMEOUT_MS="60000": more than STARDUST_KEEP_ALIVE_TIMEOUT_MS (65000)')
    expect(bad({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '10000', STARDUST_HEADERS_TIMEOUT_MS: '10000' })).toThrow(SettingsError)
  })

  test('behavior: the production server given a bad timeout stops at start with one line naming it', async () => {
    // The settings are read before Next loads: this is the server's real start, and needs no build.
    const server = fileURLToPath(new URL('./production.mjs', import.meta.url))
    const child = spawn(process.execPath, [server], { env: { ...process.env, STARDUST_KEEP_ALIVE_TIMEOUT_MS: '30000', STARDUST_HEADERS_TIMEOUT_MS: '30000' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect([code, output.trim()]).toEqual([1, 'Server setup failed: STARDUST_HEADERS_TIMEOUT_MS="30000": more than STARDUST_KEEP_ALIVE_TIMEOUT_MS (30000)'])
  })
})
