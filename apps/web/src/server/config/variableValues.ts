import { z } from 'zod'

const canParse = (value: string, protocols: RegExp): boolean => {
  try {
    const url = new URL(value)
    return protocols.test(url.protocol) && url.hostname !== ''
  } catch {
    return false
  }
}

// The checks of the variables' values. Messages say what is expected, never the value: URLs carry passwords and keys.
export const text = z.string()
export const count = z.string().regex(/^[1-9]\d*$/, 'must be a whole number, more than 0')
export const wholeMs = z.string().regex(/^[1-9]\d*$/, 'must be a whole number of milliseconds, more than 0')
export const wholeNumber = (min: number, max: number) =>
  z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, `must be a whole number from ${min} to ${max}`)
export const postgresUrl = z.string().refine((v) => canParse(v, /^postgres(?:ql)?:$/), 'must be a postgres:// or postgresql:// URL with a host')
export const redisUrl = z.string().refine((v) => canParse(v, /^rediss?:$/), 'must be a redis:// or rediss:// URL with a host')
export const publicUrl = z.string().refine((v) => canParse(v, /^https?:$/), 'must be an http(s) URL')
export const rpcList = z
  .string()
  .refine((v) => v.split(',').every((entry) => entry.trim() === '' || canParse(entry.trim(), /^(?:https?|wss?):$/)), 'must be a comma-separated list of http(s) or ws(s) URLs')
export const json = z.string().refine((v) => {
  try {
    JSON.parse(v)
    return true
  } catch {
    return false
  }
}, 'must be JSON')
export const optionalFlag = z.enum(['1'], 'must be 1 or unset')
export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
