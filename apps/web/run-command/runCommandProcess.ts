import { spawn } from 'node:child_process'
import { request } from 'node:http'

// The run command's site part (apps/web/scripts/dev.mjs; `pnpm test` builds the packages first) as a
// newcomer starts it, in a process group of its own so SIGINT reaches all of it, as Ctrl-C does.

export type RunCommand = {
  readonly origin: string
  /** Everything it printed so far (next dev's log included). */
  output: () => string
  /** Resolves with its exit code. */
  readonly exited: Promise<number | null>
  /** Ctrl-C: SIGINT to the whole process group. */
  interrupt: () => void
}

/** The embedded defaults, as a newcomer has them (no vitest NODE_ENV=test, no e2e RPCs of `pnpm test`), and `own`. */
export function newcomerEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('NEXT_PUBLIC_')) delete env[name]
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...own }
}

export function startRunCommand(appDir: string, sitePort: number, env: NodeJS.ProcessEnv): RunCommand {
  const child = spawn(process.execPath, ['scripts/dev.mjs'], { cwd: appDir, env: { ...env, PORT: String(sitePort) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    // The README's address: next dev refuses its HMR socket to pages opened on another host name (127.0.0.1).
    origin: `http://localhost:${sitePort}`,
    output: () => output,
    exited,
    interrupt: () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT')
    },
  }
}

/** Resolves once `url` answers 200, polling while the run command starts; throws if it exits first or `timeoutMs` passes. */
export async function answers(run: RunCommand, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void run.exited.then(() => (exited = true))
  while (Date.now() < deadline && !exited) {
    const status = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer 200 ${exited ? 'before the run command exited' : `within ${timeoutMs / 1000} s`}:\n${run.output().slice(-4000)}`)
}

/** The lines of next dev's log that mean a broken page: unhandled rejections, lazily compiled imports never activated, failed server updates. */
export function brokenPageLines(output: string): string[] {
  return output.split('\n').filter((line) => /unhandled ?rejection|was not activated|Update failed|conflicting effects/i.test(line))
}

/** A page request on its way: `sent` once next dev has it (connected, request written), `answer` its status or the error that ended it. */
export type InFlight = { sent: Promise<void>; answer: Promise<number | string> }

/** Asks for `url` as a browser does; a refused connection (next dev still booting) is tried again until `timeoutMs`. */
export function askInFlight(url: string, timeoutMs: number): InFlight {
  const deadline = Date.now() + timeoutMs
  let markSent: () => void
  let failSent: (error: Error) => void
  const sent = new Promise<void>((resolve, reject) => ((markSent = resolve), (failSent = reject)))
  const attempt = (): Promise<number | string> =>
    new Promise<number | string>((resolve) => {
      const asked = request(url, { headers: { accept: 'text/html' }, agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      // 'finish': the request was handed to the operating system, on a connected loopback socket: next dev has it.
      asked.once('finish', () => markSent())
      asked.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      asked.end()
    }).then(async (answer) => {
      if (answer !== 'ECONNREFUSED' || Date.now() > deadline) return answer
      await new Promise((resolve) => setTimeout(resolve, 250))
      return attempt()
    })
  const answer = attempt()
  void answer.then((result) => failSent(new Error(`${url} answered ${result} before it was seen in flight`)))
  return { sent, answer }
}
