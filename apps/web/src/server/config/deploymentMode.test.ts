import { describe, expect, test } from 'vitest'
import { deploymentMode, missingForProduction } from './deploymentMode'
import { parseServerEnv, ServerEnvError } from './serverEnvSchema'

const postgres = 'postgres://app:pw@db:5432/stardust'
const redis = 'redis://cache:6379'

const refusal = (env: Record<string, string>): string[] => {
  try {
    parseServerEnv(env)
    return []
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error
    return error.problems
  }
}

describe('missingForProduction', () => {
  test('default: outside production nothing is required (pnpm dev runs on PGlite and the memory store)', () => {
    expect(missingForProduction({})).toEqual([])
    expect(missingForProduction({ NODE_ENV: 'development' })).toEqual([])
    expect(missingForProduction({ NODE_ENV: 'test' })).toEqual([])
  })

  test('behavior: production without PostgreSQL and Redis is refused, naming each missing variable and the way out', () => {
    const problems = refusal({ NODE_ENV: 'production' })
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['DATABASE_URL', 'REDIS_URL'])
    expect(problems.join('\n')).toContain('STARDUST_SINGLE_INSTANCE=1')
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: postgres }).map((p) => p.split(':')[0])).toEqual(['REDIS_URL'])
    expect(refusal({ NODE_ENV: 'production', REDIS_URL: redis }).map((p) => p.split(':')[0])).toEqual(['DATABASE_URL'])
    // Blank is unset, as for every other variable.
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: ' ', REDIS_URL: redis }).map((p) => p.split(':')[0])).toEqual(['DATABASE_URL'])
  })

  test('behavior: a malformed variable and a missing one are both reported', () => {
    const problems = refusal({ NODE_ENV: 'production', DATABASE_URL: 'mysql://db/app' })
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['DATABASE_URL', 'REDIS_URL'])
  })

  test('parameters: STARDUST_SINGLE_INSTANCE=1 lets production start without them; any other value is refused', () => {
    expect(refusal({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1' })).toEqual([])
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: postgres, REDIS_URL: redis })).toEqual([])
    const wrong = refusal({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: 'yes' })
    expect(wrong[0]).toBe('STARDUST_SINGLE_INSTANCE: must be 1 or unset')
    expect(wrong.map((problem) => problem.split(':')[0])).toEqual(['STARDUST_SINGLE_INSTANCE', 'DATABASE_URL', 'REDIS_URL'])
  })
})

describe('deploymentMode', () => {
  test('behavior: readiness names how the instance keeps its state', () => {
    expect(deploymentMode({})).toBe('development')
    expect(deploymentMode({ NODE_ENV: 'production', DATABASE_URL: postgres, REDIS_URL: redis })).toBe('fleet')
    expect(deploymentMode({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1' })).toBe('single-instance')
    expect(deploymentMode({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1', DATABASE_URL: postgres })).toBe('single-instance')
    expect(deploymentMode({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1', DATABASE_URL: postgres, REDIS_URL: redis })).toBe('fleet')
  })

  test('parameters: a Redis Cluster or a Sentinel set stands for REDIS_URL', () => {
    expect(deploymentMode({ NODE_ENV: 'production', DATABASE_URL: postgres, REDIS_CLUSTER_NODES: 'a:7000,b:7000' })).toBe('fleet')
    expect(deploymentMode({ NODE_ENV: 'production', DATABASE_URL: postgres, REDIS_SENTINELS: 'a:26379' })).toBe('fleet')
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL: postgres, REDIS_SENTINELS: 'a:26379,b:26379' })).toEqual([])
  })
})
