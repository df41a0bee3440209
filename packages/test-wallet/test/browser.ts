import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium, headless, with no background traffic (Playwright's own browser download is not used). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export type PageServer = { url: string; otherOriginUrl: string; close(): Promise<void> }

/** A throwaway page server on a random loopback port; `otherOriginUrl` is the same page on another origin. */
export async function startPageServer(): Promise<PageServer> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    otherOriginUrl: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export type RpcServer = { url: string; calls: { method: string; params: unknown }[]; close(): Promise<void> }

/** A fake local JSON-RPC node answering from `answers` (method -> result), else a -32601 error. */
export async function startRpcServer(answers: Record<string, unknown>): Promise<RpcServer> {
  const calls: RpcServer['calls'] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown }
      calls.push({ method, params })
      const reply =
        method in answers
          ? { jsonrpc: '2.0', id, result: answers[method] }
          : { jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method}` } }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
