// jsdom has no matchMedia: this one answers the queries the shell uses (min/max-width and
// prefers-reduced-motion) from a viewport the test sets, and fires `change` like a browser.
type Viewport = { width: number; reducedMotion: boolean }

const viewport: Viewport = { width: 1024, reducedMotion: false }
const lists = new Set<FakeMediaQueryList>()

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/)
    .every((part) => {
      const max = /max-width:\s*([\d.]+)px/.exec(part)
      if (max?.[1]) return viewport.width <= Number(max[1])
      const min = /min-width:\s*([\d.]+)px/.exec(part)
      if (min?.[1]) return viewport.width >= Number(min[1])
      // '(prefers-reduced-motion)' alone (motion asks that way) means 'reduce'
      if (/prefers-reduced-motion(:\s*reduce)?\)/.test(part)) return viewport.reducedMotion
      if (/prefers-reduced-motion:\s*no-preference/.test(part)) return !viewport.reducedMotion
      throw new Error(`test matchMedia cannot evaluate ${query}`)
    })
}

class FakeMediaQueryList extends EventTarget {
  readonly media: string
  matches: boolean
  onchange: ((event: Event) => void) | null = null
  constructor(media: string) {
    super()
    this.media = media
    this.matches = evaluate(media)
  }
  addListener(listener: (event: Event) => void) {
    this.addEventListener('change', listener)
  }
  removeListener(listener: (event: Event) => void) {
    this.removeEventListener('change', listener)
  }
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query)
    lists.add(list)
    return list as unknown as MediaQueryList
  }
}

/** Changes the viewport; lists whose answer changed fire `change`. */
export function setViewport(next: Partial<Viewport>): void {
  Object.assign(viewport, next)
  window.innerWidth = viewport.width
  for (const list of lists) {
    const matches = evaluate(list.media)
    if (matches === list.matches) continue
    list.matches = matches
    list.dispatchEvent(new Event('change'))
  }
}

export function resetViewport(): void {
  lists.clear()
  Object.assign(viewport, { width: 1024, reducedMotion: false })
  window.innerWidth = 1024
}
