// app/favicon.ico, made from app/icon.svg: browsers (Chromium among them) ask for /favicon.ico whatever the page
// links, and a missing one is a 404 in every log. Run again after changing the icon:
//   CHROMIUM_PATH=/usr/bin/chromium-headless-shell node scripts/faviconIco.mjs
// Chromium draws the SVG at each size on a transparent page; the ICO holds the PNGs as they are (Windows Vista+,
// every current browser reads PNG frames).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const FAVICON_SIZES = [16, 32, 48]

/**
 * An ICO file holding the given PNG images: the 6-byte header, a 16-byte entry per image, then the images.
 * @param {{ size: number, png: Buffer }[]} images
 * @returns {Buffer}
 */
export function packIco(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: an icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}

function render(chromium, svg, size, dir) {
  const out = path.join(dir, `${size}.png`)
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--default-background-color=00000000', `--window-size=${size},${size}`, `--screenshot=${out}`, pathToFileURL(svg).href], { stdio: 'ignore' })
  return readFileSync(out)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app')
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-favicon-'))
  try {
    const images = FAVICON_SIZES.map((size) => ({ size, png: render(chromium, path.join(app, 'icon.svg'), size, dir) }))
    writeFileSync(path.join(app, 'favicon.ico'), packIco(images))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
