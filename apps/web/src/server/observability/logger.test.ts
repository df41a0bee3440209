import { BaseError } from 'viem'
import { describe, expect, test } from 'vitest'
import { captureLog as capture } from '@/test/captureLog'

const SECRET_URL = 'https://mantle.example/v2/SECRETKEY'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIweDEyMyJ9.c2lnbmF0dXJlLWJ5dGVz'
const SIGNATURE = `0x${'ab'.repeat(65)}`

describe('createLogger', () => {
  test('default: one JSON object per line, with level, time and the fields given', () => {
    const { log, lines } = capture()
    log.warn({ event: 'request_failed', route: 'user', status: 401 }, 'request failed')
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', time: expect.any(String), event: 'request_failed', route: 'user', status: 401, msg: 'request failed' })
  })

  test('behavior: tokens, keys, signatures and RPC URLs never reach a line, whatever field or message carries them', () => {
    const { log, lines } = capture()
    log.error({ err: new BaseError('HTTP request failed.', { details: `URL: ${SECRET_URL}` }), url: SECRET_URL, authorization: `Bearer ${TOKEN}` }, 'read failed')
    log.error({ err: new Error(`fetch to ${SECRET_URL} failed`), context: { signedMsg: SIGNATURE, note: `token ${TOKEN}` } }, `calling ${SECRET_URL}`)
    log.info({ headers: { cookie: `next-auth.session-token=${TOKEN}`, token: TOKEN, secret: 'hunter2', privateKey: `0x${'1'.repeat(64)}` } }, 'x')
    const all = lines.join('\n')
    expect(lines).toHaveLength(3)
    expect(all).not.toMatch(/SECRETKEY|mantle\.example|hunter2|eyJ|abababab|1111111111/)
    expect(JSON.parse(lines[1]!)).toMatchObject({ msg: 'calling [url]', err: { type: 'Error', message: 'fetch to [url] failed' } })
  })
})
