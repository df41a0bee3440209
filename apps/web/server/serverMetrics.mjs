// The production server's own metrics: the gate's admissions (admitted, queued, shed by reason, in flight,
// waiting, its limits) and every request's duration by route and status. They live in a registry of their own,
// published for /api/metrics (src/server/observability/metricsEndpoint.ts), which serves it after the site's.
import client from 'prom-client'
import { requestRoute } from './requestRoute.mjs'

export const SERVER_REGISTRY_KEY = Symbol.for('stardust.serverRegistry')

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * @param {{ counts: { admitted: number, queued: number, shed: { queue_full: number, queue_timeout: number } }, running: number, waiting: number }} gate
 * @param {{ maxInFlight: number, maxQueue: number }} limits
 */
export function createServerMetrics(gate, limits) {
  const registry = new client.Registry()
  const registers = [registry]
  new client.Counter({
    name: 'stardust_gate_admitted_total',
    help: 'Requests the gate let run (at once or after waiting)',
    registers,
    collect() {
      this.reset()
      this.inc(gate.counts.admitted)
    },
  })
  new client.Counter({
    name: 'stardust_gate_queued_total',
    help: 'Requests that waited for a slot',
    registers,
    collect() {
      this.reset()
      this.inc(gate.counts.queued)
    },
  })
  new client.Counter({
    name: 'stardust_gate_shed_total',
    help: 'Requests answered 503 overloaded without running, by reason: queue_full (no place to wait) or queue_timeout (waited too long)',
    labelNames: ['reason'],
    registers,
    collect() {
      this.reset()
      for (const [reason, count] of Object.entries(gate.counts.shed)) this.inc({ reason }, count)
    },
  })
  new client.Gauge({
    name: 'stardust_gate_in_flight',
    help: 'Requests running now',
    registers,
    collect() {
      this.set(gate.running)
    },
  })
  new client.Gauge({
    name: 'stardust_gate_waiting',
    help: 'Requests waiting for a slot now',
    registers,
    collect() {
      this.set(gate.waiting)
    },
  })
  const limit = new client.Gauge({ name: 'stardust_gate_limit', help: "The gate's limits: max_in_flight (STARDUST_MAX_IN_FLIGHT) and max_queue (STARDUST_MAX_QUEUE)", labelNames: ['limit'], registers })
  limit.set({ limit: 'max_in_flight' }, limits.maxInFlight)
  limit.set({ limit: 'max_queue' }, limits.maxQueue)
  const duration = new client.Histogram({
    name: 'stardust_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route (API routes, page, static, health, metrics) and status; 503s of the gate included',
    labelNames: ['route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  })
  Object.assign(globalThis, { [SERVER_REGISTRY_KEY]: registry })
  return {
    registry,
    /**
     * Times one request, from now to the end of its answer (or the client leaving).
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    timeRequest(req, res) {
      const end = duration.startTimer()
      res.once('close', () => end({ route: requestRoute(req.url ?? '/'), status: String(res.statusCode) }))
    },
  }
}
