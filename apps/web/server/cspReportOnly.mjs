// STARDUST_CSP_REPORT_ONLY=1 (a rollout): every Content-Security-Policy the build gives a response is
// sent as Content-Security-Policy-Report-Only instead, so browsers report violations and block nothing.

const ENFORCED = 'content-security-policy'
const REPORT_ONLY = 'Content-Security-Policy-Report-Only'

/** @param {Record<string, string | undefined>} env */
export function cspReportOnly(env) {
  return env.STARDUST_CSP_REPORT_ONLY?.trim() === '1'
}

/**
 * The header name a response carries the policy under.
 * @param {string} name @returns {string}
 */
export function reportOnlyName(name) {
  return name.toLowerCase() === ENFORCED ? REPORT_ONLY : name
}

/**
 * Makes `res` send an enforced policy as report-only, whoever sets it (Next's header rules, the direct API).
 * @param {import('node:http').ServerResponse} res
 */
export function sendPolicyReportOnly(res) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => setHeader(reportOnlyName(name), value)
  const writeHead = res.writeHead.bind(res)
  res.writeHead = /** @type {typeof res.writeHead} */ ((status, ...rest) => {
    const headers = rest.find((item) => typeof item === 'object' && item !== null)
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) headers[i] = reportOnlyName(String(headers[i]))
    else if (headers) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() !== ENFORCED) continue
        headers[REPORT_ONLY] = headers[name]
        delete headers[name]
      }
    }
    return writeHead(status, ...rest)
  })
  return res
}
