import type { Page } from '@playwright/test'

export type PageAnswer = { result?: unknown; error?: { code: number; message: string } }

/** Calls the injected provider from inside the page, as a dapp would. */
export function pageRequest(page: Page, method: string, params?: unknown): Promise<PageAnswer> {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { method, params },
  )
}

/** Starts recording provider events in the page; read them with `pageEvents`. */
export function recordEvents(page: Page): Promise<void> {
  return page.evaluate(() => {
    const scope = window as unknown as {
      ethereum: { on(event: string, listener: (payload: unknown) => void): void }
      __events: [string, unknown][]
    }
    scope.__events = []
    for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      scope.ethereum.on(event, (payload) => scope.__events.push([event, payload]))
    }
  })
}

export function pageEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(() => (window as unknown as { __events: [string, unknown][] }).__events)
}
