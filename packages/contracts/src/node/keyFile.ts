import { readFileSync, statSync } from 'node:fs'
import type { Hex } from 'viem'
import { ContractsError } from '../errors.js'

export type KeyFileErrorCode = 'key_on_command_line' | 'key_file_open' | 'key_file_invalid'

/** A key file that cannot be used; the message names the option or variable and the file, never a key. */
export class KeyFileError extends ContractsError<KeyFileErrorCode> {
  override name = 'KeyFileError'
}

const KEY = /^0x[0-9a-fA-F]{64}$/

/**
 * The private keys in `file`, one a line (`#` comments and blank lines skipped), read once. Refused, naming `label`
 * (the option or variable that named the file): a key itself where a file's name belongs (a command line is visible
 * to every user of the machine and stays in the shell's history); a file that other users may read or write, as ssh
 * refuses one; a line that is not a 0x-prefixed 32-byte key; a file with no key.
 */
export function readKeyFile(label: string, file: string | undefined): Hex[] {
  if (!file || file === 'true') throw new KeyFileError('key_file_invalid', `${label} must name a file of private keys, one a line`)
  if (/^(0x)?[0-9a-fA-F]{64}(,|$)/.test(file.trim()))
    throw new KeyFileError('key_on_command_line', `${label} takes a file, never a key: a command line is visible to every user of the machine; put the key in a file only you can read and name the file`)
  let text: string
  try {
    const { mode } = statSync(file)
    if (process.platform !== 'win32' && (mode & 0o077) !== 0)
      throw new KeyFileError('key_file_open', `${label}: other users may read ${file} (mode ${(mode & 0o777).toString(8)}): a key file must be its owner's alone (chmod 600 ${file})`)
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (error instanceof KeyFileError) throw error
    throw new KeyFileError('key_file_invalid', `${label}: ${file} cannot be read`)
  }
  const keys: Hex[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (line === '') return
    if (!KEY.test(line)) throw new KeyFileError('key_file_invalid', `${label}: ${file}:${i + 1} is not a 0x-prefixed 32-byte private key`)
    keys.push(line as Hex)
  })
  if (keys.length === 0) throw new KeyFileError('key_file_invalid', `${label}: ${file} holds no key`)
  return keys
}
