import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { freePort } from '@stardust/vitest-config/ports'

// Real Redis and PostgreSQL processes of a test's own (a free port each), which it may kill (SIGKILL),
// hang (SIGSTOP) and bring back: readiness is proven against what an operator's dependencies do.

const require = createRequire(import.meta.url)
const SCRIPT = path.join(path.dirname(require.resolve('@stardust/rewards-server/package.json')), 'scripts', 'throwaway-postgres.sh')
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type RealService = {
  url: string
  /** SIGSTOP to the server's processes: connections stay open, nothing answers. */
  hang: () => void
  /** SIGCONT: it answers again. */
  release: () => void
  kill: () => Promise<void>
  /** After kill: the same server on the same port and data. */
  restart: () => Promise<void>
  dispose: () => Promise<void>
}

async function until(ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await Promise.resolve().then(ready).catch(() => false)) return
    await wait(100)
  }
  throw new Error(`${what} did not start`)
}

export async function startRedis(): Promise<RealService> {
  const port = await freePort()
  let child: ChildProcess
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await until(() => {
      try {
        return execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG'
      } catch {
        return false
      }
    }, 'redis-server')
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
  try {
    await start()
  } catch (error) {
    await kill()
    throw error
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    hang: () => process.kill(child.pid!, 'SIGSTOP'),
    release: () => process.kill(child.pid!, 'SIGCONT'),
    kill,
    restart: start,
    dispose: kill,
  }
}

/** The processes whose parent is `pid` (from /proc: no ps needed). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

export async function startPostgres(): Promise<RealService> {
  const port = await freePort()
  const out = execFileSync(SCRIPT, ['start', String(port)], { encoding: 'utf8' })
  const url = /PG_TEST_URL=(\S+)/.exec(out)?.[1]
  const dir = /PG_TEST_DIR=(\S+)/.exec(out)?.[1]
  if (!url || !dir) throw new Error(`throwaway-postgres.sh printed no URL: ${out}`)
  const pid = () => Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
  const alive = (id: number) => {
    try {
      process.kill(id, 0)
      return true
    } catch {
      return false
    }
  }
  const pgbin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).trim()
  const asOwner = (command: string[]) => (process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command)
  // The postmaster first (no new backend), then each connection's backend: the whole server hangs.
  const processes = () => {
    const id = pid()
    return [id, ...childrenOf(id)]
  }
  let hung: number[] = []
  return {
    url,
    hang: () => {
      hung = processes()
      for (const id of hung) process.kill(id, 'SIGSTOP')
    },
    release: () => {
      for (const id of hung.reverse()) process.kill(id, 'SIGCONT')
    },
    kill: async () => {
      const id = pid()
      process.kill(id, 'SIGKILL')
      await until(() => !alive(id), 'the kill of PostgreSQL')
    },
    restart: async () => {
      const [command, ...args] = asOwner([`${pgbin}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-t', '30', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`, 'start'])
      // The killed server's backends notice and exit on their own; until then its shared memory is in use.
      for (let attempt = 1; ; attempt++) {
        try {
          execFileSync(command!, args, { stdio: 'ignore' })
          return
        } catch (error) {
          if (attempt === 20) throw error
          await wait(250)
        }
      }
    },
    dispose: async () => {
      execFileSync(SCRIPT, ['stop', dir])
    },
  }
}
