// Prepared airdrops on disk: written once by stardust-prepare-airdrop (or deploy and the local seed), then
// opened by every site instance. Reads are positional (pread): the file stays in the OS page cache, shared by
// every process on the machine, and no instance keeps a copy of it in its heap.
import { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, writeFileSync } from 'node:fs'
import { PreparedAirdropError } from '../errors.js'
import { MAGIC } from '../prepared/format.js'
import { prepareAirdrop } from '../prepared/prepare.js'
import { checkAirdropList } from '../prepared/prepareList.js'
import { bytesSource, readPreparedAirdrop, type PreparedAirdrop } from '../prepared/reader.js'

export type PreparedAirdropFile = PreparedAirdrop & { readonly file: string; close(): void }

/** Whether `file` starts like a prepared airdrop (rather than a CSV or JSON list). */
export function isPreparedAirdropFile(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(MAGIC.length)
    return readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === MAGIC
  } finally {
    closeSync(fd)
  }
}

/** Opens a prepared airdrop for serving; throws PreparedAirdropError ('prepared_invalid') naming the file. */
export function openPreparedAirdrop(file: string): PreparedAirdropFile {
  const fd = openSync(file, 'r')
  let scratch = Buffer.allocUnsafe(4096)
  const readAt = (position: number, length: number): Uint8Array => {
    if (scratch.length < length) scratch = Buffer.allocUnsafe(length)
    for (let done = 0; done < length; ) {
      const read = readSync(fd, scratch, done, length - done, position + done)
      if (read === 0) throw new PreparedAirdropError('prepared_invalid', `${file}: ends early (changed while served?)`)
      done += read
    }
    return scratch.subarray(0, length)
  }
  try {
    const airdrop = readPreparedAirdrop({ name: file, size: fstatSync(fd).size, readAt })
    return { ...airdrop, proofOf: airdrop.proofOf, file, close: () => closeSync(fd) }
  } catch (error) {
    closeSync(fd)
    throw error
  }
}

export type PrepareAirdropFileReturnType = {
  root: `0x${string}`
  total: bigint
  count: number
  bytes: number
  /** Milliseconds spent reading and checking the list, building the tree, and writing the file. */
  ms: { check: number; build: number; write: number }
}

/**
 * Reads `list` (CSV or JSON; every rule checked, errors name the file and line), prepares it for `chainId`,
 * and writes `out` (through a temporary file renamed into place, so a reader never sees half a file).
 */
export function prepareAirdropFile({ list, chainId, out, listName = list }: { list: string; chainId: number; out: string; listName?: string }): PrepareAirdropFileReturnType {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new RangeError(`chainId must be a positive integer, got ${chainId}`)
  const t0 = performance.now()
  const entries = checkAirdropList(readFileSync(list, 'utf8'), listName)
  const t1 = performance.now()
  const bytes = prepareAirdrop(chainId, entries)
  const t2 = performance.now()
  const temporary = `${out}.${process.pid}.tmp`
  writeFileSync(temporary, bytes)
  renameSync(temporary, out)
  const { root, total, count } = readPreparedAirdrop(bytesSource(bytes, out))
  return { root, total, count, bytes: bytes.length, ms: { check: t1 - t0, build: t2 - t1, write: performance.now() - t2 } }
}
