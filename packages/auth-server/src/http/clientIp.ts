/** The rate-limit identity of a caller: the socket address when known, else a trusted proxy header. */
export function clientIp(request: Request, ip: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return ip ?? 'unknown'
}
