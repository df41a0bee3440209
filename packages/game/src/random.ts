import { SEED_MAX_LENGTH } from './constants.js'
import { SeedError } from './errors/game.js'

/** sfc32 state: four unsigned 32-bit words, kept in the game state so a state can be copied. */
export type RandomState = [number, number, number, number]

/**
 * Seeds sfc32 from a string or a safe integer with xmur3 (Math.imul and shifts only: the same
 * words in every engine; Math.random and float hashing would not be).
 */
export function createRandom(seed: string | number): RandomState {
  const text = seedText(seed)
  let h = 1779033703 ^ text.length
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return h >>> 0
  }
  const state: RandomState = [next(), next(), next(), next()]
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 12; i++) nextUint32(state)
  return state
}

/** The next unsigned 32-bit integer of sfc32; advances `state` in place. */
export function nextUint32(state: RandomState): number {
  let [a, b, c, d] = state
  const t = (((a + b) | 0) + d) | 0
  d = (d + 1) | 0
  a = b ^ (b >>> 9)
  b = (c + (c << 3)) | 0
  c = (c << 21) | (c >>> 11)
  c = (c + t) | 0
  state[0] = a
  state[1] = b
  state[2] = c
  state[3] = d
  return t >>> 0
}

/** An integer in [0, n) for 0 < n <= 2^32 (modulo bias below 1e-6 for the small n used here). */
export function randomInt(state: RandomState, n: number): number {
  return nextUint32(state) % n
}

function seedText(seed: string | number): string {
  if (typeof seed === 'string') {
    if (seed.length === 0 || seed.length > SEED_MAX_LENGTH) {
      throw new SeedError({ details: `string of length ${seed.length}` })
    }
    return seed
  }
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) return String(seed)
  throw new SeedError({ details: `${typeof seed} ${String(seed)}` })
}
