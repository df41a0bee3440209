import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { FAVICON_SIZES, packIco } from './faviconIco.mjs'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The frames of an ICO file as a browser reads them: each entry's size, and the PNG's own width and height. */
function frames(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)]
    const png = ico.subarray(offset, offset + length)
    return { size: ico.readUInt8(entry), png: png.subarray(0, 8).equals(PNG_SIGNATURE), width: png.readUInt32BE(16), height: png.readUInt32BE(20), end: offset + length }
  })
}

describe('app/favicon.ico', () => {
  test('default: the checked-in favicon holds the icon as PNGs of 16, 32 and 48 px, each where its entry says', () => {
    const ico = readFileSync(new URL('../app/favicon.ico', import.meta.url))
    const found = frames(ico)
    expect(found.map(({ size, png, width, height }) => ({ size, png, width, height }))).toEqual(FAVICON_SIZES.map((size) => ({ size, png: true, width: size, height: size })))
    expect(Math.max(...found.map(({ end }) => end))).toBe(ico.length)
  })

  test('behavior: packIco lays out the header, the entries and the images end to end', () => {
    const png = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(4, 0), Buffer.alloc(4, 0)].map((b, i) => (i === 2 || i === 3 ? Buffer.from([0, 0, 0, size]) : b)))
    const ico = packIco([{ size: 16, png: png(16) }, { size: 32, png: png(32) }])
    expect(frames(ico).map(({ size, width, end }) => ({ size, width, end }))).toEqual([
      { size: 16, width: 16, end: 6 + 32 + 24 },
      { size: 32, width: 32, end: 6 + 32 + 48 },
    ])
  })
})
