// Lighthouse's CPU slowdown for this machine, and the figures the bench keeps of one report.
//
// Lighthouse's 4x CPU slowdown assumes a high-end desktop host (benchmarkIndex 1500-2000) and turns it into a
// mid-tier phone. Its throttling documentation ("Calibrating the CPU slowdown") tells a slower host to lower the
// multiplier by its benchmarkIndex, as the Lighthouse CPU throttling calculator they link to computes: 1x at 150,
// 2x at 800, 3x at 1300, then one more per 233. Our 2-core VM measures 340-880 (lower the busier it is), so 4x
// there emulates a phone two to three times slower than the one Lighthouse's scores are calibrated for.

export const DEFAULT_CPU_SLOWDOWN = 4

/** The calculator's multiplier for a benchmarkIndex (below 150 a host is too slow to emulate the target: 1x). */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500
  return 3 + (benchmarkIndex - 1300) / 233
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** What the bench prints of one report: the metrics, the LCP element, and the main thread's cost and top script. */
export function pageFigures(lhr) {
  const audits = lhr.audits
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const scripts = audits['bootup-time']?.details?.items ?? []
  const top = [...scripts].sort((a, b) => b.total - a.total)[0]
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpNode ? lcpNode.selector : 'not reported',
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? 0,
    topScript: top ? `${top.url.split('/').pop().split('?')[0]} ${Math.round(top.total)} ms` : 'none',
  }
}
