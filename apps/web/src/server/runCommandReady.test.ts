import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { RunCommandNotReadyError, waitForRunCommand } from './runCommandReady'

const dirs: string[] = []
function readyFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'run-command-ready-'))
  dirs.push(dir)
  return path.join(dir, 'ready')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('behavior: the start waits until the run command writes the ready file', async () => {
  const file = readyFile()
  let done = false
  const waiting = waitForRunCommand({ NODE_ENV: 'development', STARDUST_DEV_READY_FILE: file }).then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(done).toBe(false)
  writeFileSync(file, '')
  await waiting
  expect(done).toBe(true)
})

test('error: a ready file never written stops the wait with an error naming it', async () => {
  const file = readyFile()
  const waiting = waitForRunCommand({ NODE_ENV: 'development', STARDUST_DEV_READY_FILE: file }, 200)
  await expect(waiting).rejects.toThrow(RunCommandNotReadyError)
  await expect(waiting).rejects.toThrow(`STARDUST_DEV_READY_FILE=${file} was not written`)
})

test('default: no wait without the variable, nor in production', async () => {
  const file = readyFile()
  await waitForRunCommand({ NODE_ENV: 'development' }, 0)
  await waitForRunCommand({ NODE_ENV: 'production', STARDUST_DEV_READY_FILE: file }, 0)
})
