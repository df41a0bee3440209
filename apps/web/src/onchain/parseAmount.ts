import { parseUnits } from 'viem'

export type AmountProblem = 'empty' | 'not-a-number' | 'zero' | 'too-many-decimals' | 'over-balance'

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; problem: AmountProblem }

const NUMBER = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * Reads what a person typed into an amount field, before any wallet prompt: digits with one optional
 * decimal point (a comma is taken as the point), at most `decimals` decimals, above zero and at most
 * `max` (the balance) when given. Never rounds: too many decimals is a problem to show, not to fix.
 */
export function parseAmount(input: string, { decimals = 18, max }: { decimals?: number; max?: bigint | undefined } = {}): ParsedAmount {
  const text = input.trim().replace(',', '.').replace(/[_\s]/g, '')
  if (text === '') return { ok: false, problem: 'empty' }
  const match = NUMBER.exec(text)
  if (!match) return { ok: false, problem: 'not-a-number' }
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return { ok: false, problem: 'too-many-decimals' }
  const value = parseUnits(text.startsWith('.') ? `0${text}` : text.endsWith('.') ? text.slice(0, -1) : text, decimals)
  if (value === 0n) return { ok: false, problem: 'zero' }
  if (max !== undefined && value > max) return { ok: false, problem: 'over-balance' }
  return { ok: true, value }
}
