// For the tests (e2e/i18n/leftovers.spec.ts): what counts as English left on a page in another language: a visible text that is an English catalog text
// which that language words differently (names, 'STAR', 'APR' and the like are the same in both and so never
// count), whole or with its placeholders filled; and, in any language, a key that did not resolve.
import { en } from './messages/en'
import type { Messages } from './messages/types'

/** Every text of a catalog by its dotted key. */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  return out
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A catalog text as a pattern over a visible text: its placeholders match anything. */
function pattern(text: string): RegExp {
  return new RegExp(`^${text.split(/\{\w+\}/).map(escape).join('.+?')}$`, 's')
}

export type Leftover = { key: string; text: string }

/** The English texts a catalog words otherwise, as patterns (short ones of a letter or two are left out: symbols). */
export function englishOnlyTexts(catalog: Messages): { key: string; english: string; match: RegExp }[] {
  const own = flatten(catalog)
  // A text the language uses itself (for this key or another) is its own word, whatever English says.
  const ownTexts = new Set(own.values())
  return [...flatten(en)]
    .filter(([key, english]) => own.get(key) !== english && !ownTexts.has(english) && /[A-Za-z]{3}/.test(english.replace(/\{\w+\}/g, '')))
    .map(([key, english]) => ({ key, english, match: pattern(english.trim()) }))
}

/** The visible texts (already trimmed, one per text node or attribute) that are English leftovers for `catalog`. */
export function findLeftovers(texts: readonly string[], catalog: Messages): Leftover[] {
  const english = englishOnlyTexts(catalog)
  const found: Leftover[] = []
  for (const text of texts) {
    const hit = english.find(({ match }) => match.test(text))
    if (hit) found.push({ key: hit.key, text })
  }
  return found
}

/** Texts that show a key which did not resolve: 'undefined', '[object Object]' or a placeholder left unfilled. */
export function findMissing(texts: readonly string[]): string[] {
  return texts.filter((text) => /\bundefined\b|\[object Object\]|\{[a-zA-Z]\w*\}/.test(text))
}
