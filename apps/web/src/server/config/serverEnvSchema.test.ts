import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { parseServerEnv, ServerEnvError, serverEnvSchema } from './serverEnvSchema'

const problems = (env: Record<string, string>) => {
  try {
    parseServerEnv(env)
    return []
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error
    return error.problems
  }
}

describe('parseServerEnv', () => {
  test('default: nothing set is valid (development defaults); blanks are unset', () => {
    expect(parseServerEnv({})).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined })
    expect(parseServerEnv({ REDIS_URL: '  ', METRICS_TOKEN: '' })).toMatchObject({ REDIS_URL: undefined, METRICS_TOKEN: undefined })
  })

  test('behavior: a blank WalletConnect project id stays blank (the start refuses it), unset is the default', () => {
    expect(parseServerEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: ' ' }).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID).toBe('')
    expect(parseServerEnv({}).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID).toBeUndefined()
  })

  test('parameters: a production environment parses', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:pw@db:5432/stardust',
      REDIS_URL: 'rediss://:pw@cache:6380',
      NEXT_PUBLIC_RPC_MANTLE: 'https://rpc.mantle.xyz, https://mantle.example/v1/KEY',
      STARDUST_FIGURES_FRESH_MS: '5000',
      METRICS_TOKEN: 'a'.repeat(64),
      LOG_LEVEL: 'warn',
    }
    expect(parseServerEnv(env)).toMatchObject({ DATABASE_URL: env.DATABASE_URL, LOG_LEVEL: 'warn' })
  })

  test('behavior: each malformed variable is named with the reason, never its value', () => {
    const found = problems({
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      REDIS_URL: 'http://:hunter2@cache:6379',
      NEXT_PUBLIC_RPC_ARBITRUM: 'https://arb.example/v2/SECRETKEY,not a url',
      STARDUST_FIGURES_STALE_MS: '-5',
      METRICS_TOKEN: 'short',
      LOG_LEVEL: 'loud',
      STARDUST_GAME_SESSIONS_PER_CLIENT: 'many',
    })
    expect(found.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'METRICS_TOKEN',
      'NEXT_PUBLIC_RPC_ARBITRUM',
      'REDIS_URL',
      'STARDUST_FIGURES_STALE_MS',
      'STARDUST_GAME_SESSIONS_PER_CLIENT',
    ])
    expect(found).toHaveLength(7)
    expect(found.join('\n')).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)
    expect(found.join('\n')).not.toMatch(/hunter2|SECRETKEY|short|loud/)
  })
})

describe('docs/configuration.md', () => {
  // An operator reads the variables there, not in this schema: one the server checks but the page
  // does not name is a setting nobody can find.
  test('behavior: names every variable the server checks at start', () => {
    const docs = readFileSync(fileURLToPath(new URL('../../../../../docs/configuration.md', import.meta.url)), 'utf8')
    const named = (name: string) => docs.includes(`\`${name}\``)
    const undocumented = Object.keys(serverEnvSchema.shape).filter(
      (name) => !named(name) && !(name.startsWith('NEXT_PUBLIC_RPC_') && named('NEXT_PUBLIC_RPC_<CHAIN>') && named(name.slice('NEXT_PUBLIC_RPC_'.length))),
    )
    expect(undocumented).toEqual([])
  })
})
