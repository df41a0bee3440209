// RFC 3986 / RFC 3339 recognisers for the EIP-4361 grammar. Regexes, not URL(): WHATWG URL parsing
// repairs and normalises input, while a signed message must be taken exactly as written.

const PCT = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|${PCT})`
const REG_NAME = new RegExp(`^(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|${PCT})*$`)
const USERINFO = new RegExp(`^(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]|${PCT})*$`)
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const PORT = /^[0-9]*$/
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`)
const PATH_ABEMPTY = new RegExp(`^(?:/${PCHAR}*)*$`)
const PATH_NO_AUTHORITY = new RegExp(`^(?:/(?:${PCHAR}+(?:/${PCHAR}*)*)?|${PCHAR}+(?:/${PCHAR}*)*)?$`)
const IPV_FUTURE = /^v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/
const HEX16 = /^[0-9A-Fa-f]{1,4}$/
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export function isScheme(value: string): boolean {
  return SCHEME.test(value)
}

function isIpv6(value: string): boolean {
  let text = value
  let groupsFromV4 = 0
  const lastColon = text.lastIndexOf(':')
  if (text.slice(lastColon + 1).includes('.')) {
    if (!IPV4.test(text.slice(lastColon + 1))) return false
    text = `${text.slice(0, lastColon + 1)}0`
    groupsFromV4 = 1
  }
  const halves = text.split('::')
  if (halves.length > 2) return false
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')))
  if (!parts.every((groups) => groups.every((group) => HEX16.test(group)))) return false
  const count = parts.reduce((sum, groups) => sum + groups.length, 0) + groupsFromV4
  return halves.length === 2 ? count <= 7 : count === 8
}

/** RFC 3986 `authority`; `requireHost` demands a non-empty host, as EIP-4361's domain does. */
export function isAuthority(value: string, requireHost: boolean): boolean {
  const at = value.indexOf('@')
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  const hostPort = at === -1 ? value : value.slice(at + 1)
  if (userinfo !== undefined && !USERINFO.test(userinfo)) return false
  let host: string
  let rest: string
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close === -1) return false
    const literal = hostPort.slice(1, close)
    if (!(isIpv6(literal) || IPV_FUTURE.test(literal))) return false
    host = hostPort.slice(0, close + 1)
    rest = hostPort.slice(close + 1)
  } else {
    const colon = hostPort.indexOf(':')
    host = colon === -1 ? hostPort : hostPort.slice(0, colon)
    rest = colon === -1 ? '' : hostPort.slice(colon)
    if (!REG_NAME.test(host)) return false
  }
  if (requireHost && host === '') return false
  if (rest === '') return true
  return rest.startsWith(':') && PORT.test(rest.slice(1))
}

/** RFC 3986 `URI` (absolute, with optional query and fragment). */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !isScheme(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(hash + 1))) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!QUERY_OR_FRAGMENT.test(rest.slice(question + 1))) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    const path = slash === -1 ? '' : rest.slice(slash)
    return isAuthority(authority, false) && PATH_ABEMPTY.test(path)
  }
  return PATH_NO_AUTHORITY.test(rest)
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** RFC 3339 `date-time` with calendar checks (2022-02-31 is not a date). */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false
  if (hour > 23 || minute > 59 || second > 60) return false
  if (match[9] !== undefined && (Number(match[9]) > 23 || Number(match[10]) > 59)) return false
  return true
}
