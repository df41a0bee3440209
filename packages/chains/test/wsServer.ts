import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { RpcCall } from './rpcServer.js'

export type WsRpcServer = { url: string; calls: RpcCall[]; close(): Promise<void> }

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

/**
 * The smallest WebSocket JSON-RPC endpoint that viem's webSocket transport talks to (RFC 6455
 * handshake, text frames, close). Node 20 has no WebSocket server and we add no dependency for it.
 */
export async function startWsRpcServer(result: (call: RpcCall) => unknown): Promise<WsRpcServer> {
  const calls: RpcCall[] = []
  const sockets = new Set<Duplex>()
  const server = createServer((_, res) => res.writeHead(426).end())
  server.on('upgrade', (req, socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    const accept = createHash('sha1').update(`${req.headers['sec-websocket-key'] ?? ''}${GUID}`).digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    let buffered = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk])
      for (let frame = readFrame(buffered); frame; frame = readFrame(buffered)) {
        buffered = buffered.subarray(frame.size)
        if (frame.opcode === 0x8) return void socket.end(encodeFrame(0x8, Buffer.alloc(0)))
        if (frame.opcode === 0x9) socket.write(encodeFrame(0xa, frame.payload))
        if (frame.opcode !== 0x1) continue
        const call = JSON.parse(frame.payload.toString('utf8')) as RpcCall
        calls.push(call)
        const reply = { jsonrpc: '2.0', id: call.id, result: result(call) }
        socket.write(encodeFrame(0x1, Buffer.from(JSON.stringify(reply))))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function readFrame(data: Buffer): { opcode: number; payload: Buffer; size: number } | undefined {
  if (data.length < 2) return undefined
  const opcode = data[0]! & 0x0f
  const masked = (data[1]! & 0x80) !== 0
  let length = data[1]! & 0x7f
  let offset = 2
  if (length === 126) {
    if (data.length < 4) return undefined
    length = data.readUInt16BE(2)
    offset = 4
  } else if (length === 127) {
    if (data.length < 10) return undefined
    length = Number(data.readBigUInt64BE(2))
    offset = 10
  }
  const mask = masked ? data.subarray(offset, offset + 4) : undefined
  if (masked) offset += 4
  if (data.length < offset + length) return undefined
  const payload = Buffer.from(data.subarray(offset, offset + length))
  if (mask) for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!
  return { opcode, payload, size: offset + length }
}

function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const header =
    payload.length < 126
      ? Buffer.from([0x80 | opcode, payload.length])
      : Buffer.from([0x80 | opcode, 126, payload.length >> 8, payload.length & 0xff])
  return Buffer.concat([header, payload])
}
