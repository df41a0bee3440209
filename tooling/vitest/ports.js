// Test helper shared by the packages' suites that start their own servers.
import { createServer } from 'node:net'

/** A loopback port that was free a moment ago (the OS picks it). */
export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Whether something listens on the loopback port now (a server that has stopped must leave none). */
export async function listening(port) {
  return await new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)))
  })
}
