import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Spawns a process and resolves once its output matches `ready`; rejects on exit or timeout. */
export async function spawnUntil(command: string, args: string[], ready: RegExp, options: SpawnOptions & { timeoutMs?: number } = {}): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let output = ''
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${command} did not become ready in ${options.timeoutMs ?? 30_000} ms:\n${output}`))
    }, options.timeoutMs ?? 30_000)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      if (ready.test(output)) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        child.stderr?.off('data', onData)
        // Keep draining so a chatty process never blocks on a full pipe.
        child.stdout?.resume()
        child.stderr?.resume()
        resolve(child)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with code ${code} before it was ready:\n${output}`))
    })
  })
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
