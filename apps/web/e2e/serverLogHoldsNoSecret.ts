import { readFileSync } from 'node:fs'
import { E2E_SERVER_ENV } from './env'

/**
 * The run's last check (Playwright's global teardown): the e2e server's whole output, its JSON log
 * lines included, holds neither the auth secret nor a bearer token (a JWT), though every sign-in of
 * the run handled both. A run whose server wrote nothing fails too: the check would prove nothing.
 */
export default function serverLogHoldsNoSecret(): void {
  const file = process.env.E2E_SERVER_LOG
  if (!file) throw new Error('E2E_SERVER_LOG is not set: the server log cannot be checked')
  const text = readFileSync(file, 'utf8')
  if (text.trim() === '') throw new Error(`the e2e server wrote nothing to ${file}`)
  const found = [
    text.includes(E2E_SERVER_ENV.AUTH_SECRET!) ? 'the AUTH_SECRET' : undefined,
    /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/.test(text) ? 'a bearer token (JWT)' : undefined,
  ].filter((item) => item !== undefined)
  if (found.length > 0) throw new Error(`the e2e server's log ${file} holds ${found.join(' and ')}`)
}
