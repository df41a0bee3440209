import { cspReportRoute } from '@/server/cspReport/cspReportRoute'

// POST /api/csp-report: Content-Security-Policy violation reports (report-uri and report-to); Next
// answers every other method 405.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return cspReportRoute()(request)
}
