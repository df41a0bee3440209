// What a page's HTML weighs, and how much of it is the catalog its browser code was sent: per page, the HTML's bytes
// (raw and gzip level 6), the bytes of the catalog sections in its RSC payload (the I18nProvider `messages` props, as
// they are escaped in the page) and their names, and the gzip bytes of every script the HTML names.
// Against a running production server: `node bench/pageHtml.mjs http://127.0.0.1:3000 [.next] [paths…]`.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const [base, distDir = '.next', ...asked] = process.argv.slice(2)
if (!base) throw new Error('usage: node bench/pageHtml.mjs <server url> [.next] [paths…]')
const paths = asked.length ? asked : ['/', '/ar', '/stake', '/ar/stake', '/claim', '/ar/game-test']

/** The JSON object that starts at `start` in `text`. */
function objectAt(text, start) {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  throw new Error('unterminated object in the RSC payload')
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log('| page | HTML | gzip | catalog in the payload | sections | scripts named, gzip |')
console.log('|---|---|---|---|---|---|')
for (const page of paths) {
  const html = await (await fetch(base + page)).text()
  const raw = Buffer.byteLength(html)
  // The RSC payload: the strings of the self.__next_f.push([1, "…"]) scripts, decoded.
  let payload = ''
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) payload += JSON.parse(match[1])
  let catalog = 0
  const sections = []
  for (const match of payload.matchAll(/"messages":\{/g)) {
    const object = objectAt(payload, match.index + '"messages":'.length)
    catalog += Buffer.byteLength(JSON.stringify(object)) - 2
    sections.push(...Object.keys(JSON.parse(object)))
  }
  const scripts = [...new Set([...html.matchAll(/_next\/static\/([^"?\\]+\.js)/g)].map((match) => match[1]))]
  const js = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, 'static', file)), { level: 6 }).length, 0)
  const share = `${kb(catalog)} (${((100 * catalog) / raw).toFixed(0)} %)`
  console.log(`| ${page} | ${kb(raw)} | ${kb(gzipSync(html, { level: 6 }).length)} | ${share} | ${sections.join(', ')} | ${kb(js)} (${scripts.length}) |`)
}
