/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

/** The placeholders a message names, in order: 'Stake {amount} STAR' -> ['amount']. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!)
}

/**
 * A catalog message with its `{name}` placeholders filled in. A placeholder without a value is a
 * programming error (the catalog test keeps every locale's placeholders equal to English's): it throws.
 */
export function fill(message: string, values: MessageValues): string {
  return message.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in "${message}"`)
    return String(value)
  })
}
