import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free port in 3100-3199 (the range this machine gives the site), avoiding `taken`. */
export async function pickPort(taken = []) {
  const start = 3100 + Math.floor(Math.random() * 100)
  for (let i = 0; i < 100; i++) {
    const port = 3100 + ((start - 3100 + i) % 100)
    if (taken.includes(port)) continue
    const free = await new Promise((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port in 3100-3199')
}

/** `next start` for `dir`, resolved once it answers. */
export async function startServer(nextBin, dir, port) {
  const child = spawn(process.execPath, [nextBin, 'start', dir, '--hostname', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-0123456789abcdef0123456789abcdef', AUTH_TRUSTED_PROXIES: '1' },
  })
  for (let i = 0; i < 150; i++) {
    // A server that refuses to start (e.g. the wallet setup check) ends the wait at once.
    if (child.exitCode !== null) throw new Error(`next start ${dir} exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      if (response.status < 500) return child
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`next start ${dir} did not answer on ${port}`)
}

export async function stopServer(child) {
  if (child.exitCode !== null) return
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}
