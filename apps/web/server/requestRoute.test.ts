import { describe, expect, test } from 'vitest'
import { requestRoute } from './requestRoute.mjs'

describe('requestRoute', () => {
  test('default: API routes keep their path with ids replaced; pages, static files and the rest get one label each', () => {
    expect(
      ['/', '/de/stake?x=1', '/_next/static/chunks/a.js', '/api/health', '/api/health/live', '/api/metrics', '/api/v1/user/login/', '/api/v1/game/sessions', '/api/v1/game/sessions/abc/result', '/api/v1/claims/5000/0xabc', '/api/v1/stardust/me?limit=3', '/api/v1/anything', '/api/auth/session', '/_next/image'].map(requestRoute),
    ).toEqual(['page', 'page', 'static', '/api/health', '/api/health/live', '/api/metrics', '/api/v1/user/login', '/api/v1/game/sessions', '/api/v1/game/sessions/:id/result', '/api/v1/claims/:chainId/:address', '/api/v1/stardust/me', '/api/other', '/api/auth', 'next'])
  })

  test('behavior: a scan of random paths adds no label (the metrics stay bounded)', () => {
    const labels = new Set(Array.from({ length: 200 }, (_, i) => requestRoute(`/${i.toString(36)}/x${i}?q=${i}`)))
    expect([...labels]).toEqual(['page'])
    expect(new Set(Array.from({ length: 50 }, (_, i) => requestRoute(`/api/v1/user/x${i}`)))).toEqual(new Set(['/api/other']))
  })
})
