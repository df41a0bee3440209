/** The rows of a raw `execute` result: both drivers (node-postgres, PGlite) answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
