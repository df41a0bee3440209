// Key files for the deploy and stardust-ops: read once, refused in words (naming the option, never the key) when a
// key is given where a file's name belongs, when other users may read the file, or when a line is not a key.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { KeyFileError, readKeyFile } from '../src/node/keyFile.js'

const KEY_A = `0x${'a1'.repeat(32)}`
const KEY_B = `0x${'b2'.repeat(32)}`
const work = mkdtempSync(path.join(tmpdir(), 'key-file-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const file = (name: string, text: string, mode = 0o600) => {
  const at = path.join(work, name)
  writeFileSync(at, text, { mode })
  chmodSync(at, mode) // the umask does not narrow what the test asks for
  return at
}
const refusal = (label: string, at: string | undefined) => {
  try {
    readKeyFile(label, at)
  } catch (error) {
    expect(error).toBeInstanceOf(KeyFileError)
    return { code: (error as KeyFileError).code, message: (error as KeyFileError).message }
  }
  throw new Error('not refused')
}

test('default: every key of a file only its owner reads, comments and blank lines skipped', () => {
  expect(readKeyFile('--sign-with', file('two.txt', `# owners\n${KEY_A}\n\n${KEY_B}  # carol\n`))).toEqual([KEY_A, KEY_B])
})

test('behavior: a key where a file belongs is refused without being repeated', () => {
  const { code, message } = refusal('--sign-with', `${KEY_A},${KEY_B}`)
  expect(code).toBe('key_on_command_line')
  expect(message).toBe('--sign-with takes a file, never a key: a command line is visible to every user of the machine; put the key in a file only you can read and name the file')
  expect(refusal('STARDUST_DEPLOYER_KEY_FILE', KEY_A.slice(2)).code).toBe('key_on_command_line')
})

test('behavior: a file other users may read or write is refused, as ssh refuses one', () => {
  const open = file('open.key', `${KEY_A}\n`, 0o644)
  expect(refusal('STARDUST_DEPLOYER_KEY_FILE', open)).toEqual({
    code: 'key_file_open',
    message: `STARDUST_DEPLOYER_KEY_FILE: other users may read ${open} (mode 644): a key file must be its owner's alone (chmod 600 ${open})`,
  })
  expect(refusal('--executor-key', file('group.key', `${KEY_A}\n`, 0o620)).code).toBe('key_file_open')
})

test('parameters: no file, an unreadable one, a line that is not a key, a file with no key', () => {
  expect(refusal('--sign-with', undefined).message).toBe('--sign-with must name a file of private keys, one a line')
  expect(refusal('--sign-with', path.join(work, 'missing')).message).toBe(`--sign-with: ${path.join(work, 'missing')} cannot be read`)
  const short = file('short.txt', `${KEY_A}\n0x1234\n`)
  expect(refusal('--sign-with', short).message).toBe(`--sign-with: ${short}:2 is not a 0x-prefixed 32-byte private key`)
  const empty = file('empty.txt', '# nothing yet\n\n')
  expect(refusal('--sign-with', empty).message).toBe(`--sign-with: ${empty} holds no key`)
})
