import { describe, expect, test } from 'vitest'
import { summarize, type HealthCheck } from './healthReport'

const ok = (name: string): HealthCheck => ({ name, state: 'ok' })
const down = (name: string): HealthCheck => ({ name, state: 'down', reason: 'no_answer' })

describe('summarize', () => {
  test('default: every check up -> ok, 200', () => {
    expect(summarize([ok('database'), ok('redis'), ok('rpc:5000'), ok('claims:5000')])).toMatchObject({ report: { status: 'ok' }, httpStatus: 200 })
  })

  test('behavior: a chain RPC or a claim root down -> degraded, still 200 (pages serve and say so)', () => {
    expect(summarize([ok('database'), down('rpc:5000'), ok('rpc:42161')])).toMatchObject({ report: { status: 'degraded' }, httpStatus: 200 })
    expect(summarize([ok('database'), { name: 'claims:5000', state: 'down', reason: 'airdrop_mismatch' }])).toMatchObject({ report: { status: 'degraded' }, httpStatus: 200 })
  })

  test('behavior: the database or Redis down -> down, 503 (sign-in and the ledger cannot work)', () => {
    expect(summarize([down('database'), ok('rpc:5000')])).toMatchObject({ report: { status: 'down' }, httpStatus: 503 })
    expect(summarize([ok('database'), down('redis')])).toMatchObject({ report: { status: 'down' }, httpStatus: 503 })
  })

  test('parameters: the checks are reported as given', () => {
    const checks = [ok('database'), { name: 'rpc:5000', chain: 'Mantle', state: 'ok' as const, latencyMs: 3, block: '12' }]
    expect(summarize(checks).report.checks).toEqual(checks)
  })
})
