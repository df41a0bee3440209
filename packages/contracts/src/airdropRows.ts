// The rows of an airdrop list file, JSON or CSV, each with its line, before any rule is checked.
// Linear in the file's size: a list of a million rows reads in a second or two.
import { AirdropListError } from './airdropListError.js'

export type ListRow = { account: unknown; amount: unknown; line: number }

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length
const isJsonSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09

/** Where each top-level array element of a JSON text starts (offset and line), so an entry maps back to its line. */
function elementStarts(text: string): { offset: number; line: number }[] {
  const starts: { offset: number; line: number }[] = []
  let depth = 0
  let inString = false
  let expectElement = false
  let line = 1
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) line++
    if (inString) {
      if (code === 0x5c) i++ // backslash: skip the escaped character
      else if (code === 0x22) inString = false
      continue
    }
    if (isJsonSpace(code)) continue
    const c = text[i]!
    if (expectElement && c !== ']') {
      starts.push({ offset: i, line })
      expectElement = false
    }
    if (c === '"') inString = true
    else if (c === '[' || c === '{') {
      depth++
      if (depth === 1 && c === '[') expectElement = true
    } else if (c === ']' || c === '}') depth--
    else if (c === ',' && depth === 1) expectElement = true
  }
  return starts
}

/** The line of a JSON syntax error: V8 gives a position for some errors only; otherwise, the first entry that does not parse. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message)
  if (position) return lineAt(text, Number(position[1]))
  const starts = elementStarts(text)
  for (const [i, { offset, line }] of starts.entries()) {
    const slice = text.slice(offset, starts[i + 1]?.offset ?? text.length).replace(/[\s,\]]*$/, '')
    try {
      JSON.parse(slice)
    } catch {
      return line
    }
  }
  return undefined
}

function jsonRows(text: string, fileName: string): ListRow[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const message = (error as Error).message
    throw new AirdropListError('invalid-format', 0, `not valid JSON: ${message}`, fileName, jsonErrorLine(text, message))
  }
  if (!Array.isArray(data))
    throw new AirdropListError('invalid-format', 0, 'expected a JSON array of {"address", "amount"}', fileName, 1)
  const starts = elementStarts(text)
  return data.map((item: unknown, i) => {
    const line = starts[i]?.line
    if (typeof item !== 'object' || item === null || Array.isArray(item) || !('address' in item) || !('amount' in item))
      throw new AirdropListError('invalid-format', i + 1, 'expected an object with "address" and "amount"', fileName, line)
    return { account: item.address, amount: item.amount, line: line ?? 0 }
  })
}

const HEADER = /^"?address"?\s*,\s*"?amount"?$/i
const unquote = (field: string) => field.trim().replace(/^"(.*)"$/, '$1').trim()

function csvRows(text: string, fileName: string): ListRow[] {
  const rows: ListRow[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1
    const content = raw.trim()
    if (content === '' || (rows.length === 0 && HEADER.test(content))) return
    const fields = content.split(',')
    if (fields.length !== 2)
      throw new AirdropListError('invalid-format', rows.length + 1, `expected "address,amount", got ${fields.length} field(s)`, fileName, line)
    rows.push({ account: unquote(fields[0]!), amount: unquote(fields[1]!), line })
  })
  return rows
}

/** The rows of a JSON array `[{"address", "amount"}]` or of CSV lines `address,amount` (optional header, blank lines ignored). */
export function listRows(text: string, fileName: string): ListRow[] {
  const body = text.replace(/^\uFEFF/, '')
  return /^\s*\[/.test(body) ? jsonRows(body, fileName) : csvRows(body, fileName)
}

/** Runs `check` over the rows; an AirdropListError it throws gets the file name and the row's line. */
export function atRows<T>(rows: readonly ListRow[], fileName: string, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof AirdropListError)) throw error
    const line = error.index > 0 ? rows[error.index - 1]?.line : 1
    throw error.at(fileName, line)
  }
}
