import { describe, expect, test } from 'vitest'
import { captureLog as capture } from '@/test/captureLog'
import { siteMetrics } from '../observability/metrics'
import { recordCspReport } from './recordCspReport'

const value = async (name: string, labels: Record<string, string>) => {
  const metric = (await siteMetrics().registry.getMetricsAsJSON()).find((item) => item.name === name)
  return metric?.values.find((item) => Object.entries(labels).every(([key, label]) => item.labels[key] === label))?.value ?? 0
}

describe('recordCspReport', () => {
  test('default: each violation is one warn line and counted by directive; the report by outcome', async () => {
    const { log, lines } = capture()
    const before = [await value('stardust_csp_reports_total', { outcome: 'accepted' }), await value('stardust_csp_violations_total', { directive: 'img-src', disposition: 'enforce' })]
    recordCspReport('accepted', [{ directive: 'img-src', blocked: 'evil.example', page: '/stake', disposition: 'enforce' }], { log })
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ level: 'warn', msg: 'content security policy violation', csp: { directive: 'img-src', blocked: 'evil.example', page: '/stake', disposition: 'enforce' } })])
    expect(await value('stardust_csp_reports_total', { outcome: 'accepted' })).toBe(before[0]! + 1)
    expect(await value('stardust_csp_violations_total', { directive: 'img-src', disposition: 'enforce' })).toBe(before[1]! + 1)
  })

  test('behavior: a directive or disposition the site does not know is counted as other', async () => {
    const { log } = capture()
    const before = await value('stardust_csp_violations_total', { directive: 'other', disposition: 'other' })
    recordCspReport('accepted', [{ directive: 'made-up-1', blocked: 'inline', page: '/', disposition: 'forged' }], { log })
    expect(await value('stardust_csp_violations_total', { directive: 'other', disposition: 'other' })).toBe(before + 1)
  })
})
