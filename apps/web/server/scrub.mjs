// What never reaches a log line, whatever carries it (an error's message, a field's value):
// URLs (an RPC URL holds its provider's key, a database URL its password), bearer tokens and JWTs,
// signatures and private keys (long 0x hex), and secrets named as such.
/** @type {[RegExp, string][]} */
const PATTERNS = [
  [/\b(?:https?|wss?|postgres(?:ql)?|rediss?):\/\/[^\s"'<>]+/gi, '[url]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b0x[0-9a-fA-F]{64,}\b/g, '[hex]'],
]

/**
 * The text with every URL, token, signature and key replaced by a placeholder.
 * @param {string} text
 * @returns {string}
 */
export function scrubText(text) {
  let out = text
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/**
 * A log record's values, scrubbed (strings at any depth; 6 levels at most).
 * @param {unknown} value
 * @returns {unknown}
 */
export function scrubValue(value, depth = 0) {
  if (typeof value === 'string') return scrubText(value)
  // Errors are left to the logger's err serializer (name and first line, scrubbed).
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof Error) return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]))
}
