// What a page's HTML makes a browser load or run, read with regular expressions over the tags rather than an HTML
// parser: the site's build writes this HTML itself (React's serializer: quoted attributes, no comments inside tags),
// and a monitor runs the checker with plain Node, nothing installed. Shared by the build's manifest and
// stardust-verify-site, so both read a page the same way.
import { createHash } from 'node:crypto'

const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const SCRIPT_BODY = /<script\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/script\s*>/gi
// Chunk, stylesheet, font and media paths anywhere in the page: the inline RSC payload lists the chunks a client
// component loads later, and the inlined CSS names its fonts; `\"` escapes end a path too.
const STATIC_PATH = /\/_next\/static\/[A-Za-z0-9_\-.~%/@+]+/g
const LOADED_LINKS = new Set(['stylesheet', 'preload', 'modulepreload', 'icon', 'apple-touch-icon', 'manifest'])
// The RSC payload Next streams into a page: `self.__next_f.push([…])` of a JSON array, data and not code, and
// different on every page rendered per request.
const FLIGHT_DATA = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
// Any tag, once script and style bodies are blanked (their text may hold `<`), for attributes that run code.
const ANY_TAG = /<([a-zA-Z][\w:-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const RAW_TEXT = /(<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/\2\s*>)/gi

const decode = (text) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

function attributes(text) {
  const found = {}
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) found[name.toLowerCase()] = decode(double ?? single ?? bare ?? '')
  return found
}

/** The SHA-256 of bytes or text, hex. */
export const sha256Hex = (data) => createHash('sha256').update(data).digest('hex')

/** Whether an inline script's text is an RSC payload push: a JSON array handed to `self.__next_f.push`, no code. */
export function isFlightData(text) {
  const found = FLIGHT_DATA.exec(text.trim())
  if (!found) return false
  try {
    return Array.isArray(JSON.parse(found[1]))
  } catch {
    return false
  }
}

/**
 * The page's scripts, external ones first: each external one by its src, each inline one as `inline sha256-<base64>`
 * (the form a CSP hash takes) of its text; `inlineCode`, those inline scripts that are code rather than an RSC
 * payload push; `handlers`, every attribute that runs code (`onload=`, a `javascript:` URL) as `<tag attribute>`;
 * and every same-site path it references (scripts, stylesheets, fonts, chunks), query and fragment kept as written.
 * @param {string} html
 * @returns {{ scripts: string[], inlineCode: string[], handlers: string[], references: string[] }}
 */
export function htmlReferences(html) {
  const scripts = []
  const inlineCode = []
  const handlers = []
  const references = new Set()
  for (const [, tag, text] of html.matchAll(TAG)) {
    const found = attributes(text)
    if (tag.toLowerCase() === 'script' && found.src !== undefined) {
      scripts.push(found.src)
      references.add(found.src)
    }
    const rel = (found.rel ?? '').toLowerCase().split(/\s+/)
    if (tag.toLowerCase() === 'link' && found.href && rel.some((name) => LOADED_LINKS.has(name))) references.add(found.href)
  }
  for (const [whole, body] of html.matchAll(SCRIPT_BODY)) {
    if (/\bsrc\s*=/.test(whole.slice(0, whole.indexOf('>')))) continue
    const inline = `inline sha256-${createHash('sha256').update(body).digest('base64')}`
    scripts.push(inline)
    if (!isFlightData(body)) inlineCode.push(inline)
  }
  for (const [, tag, text] of html.replace(RAW_TEXT, '$1$3').matchAll(ANY_TAG)) {
    for (const [name, value] of Object.entries(attributes(text)))
      if (/^on[a-z]+$/.test(name) || (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value))) handlers.push(`<${tag.toLowerCase()} ${name}>`)
  }
  for (const [found] of html.matchAll(STATIC_PATH)) references.add(found)
  return { scripts, inlineCode, handlers, references: [...references] }
}

/** A reference's path on the site (query and fragment dropped), or null when it points at another origin. */
export function sitePath(reference, origin) {
  const url = new URL(reference, origin)
  return url.origin === new URL(origin).origin ? decodeURIComponent(url.pathname) : null
}
