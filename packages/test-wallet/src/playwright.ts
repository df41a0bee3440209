import type { InstallProviderConfig } from './installProvider.js'

/**
 * The few Playwright members the wallet uses, typed structurally so the package depends on no
 * Playwright package: `@playwright/test`, `playwright` and `playwright-core` contexts all fit.
 * Non-generic on purpose: Playwright's generic signatures are assignable to these instances.
 */
export type PlaywrightFrame = { url(): string }

/** The event a page's provider receives (see TestWallet's deliver). */
export type ProviderEventArg = { name: string; event: string; payload: unknown }

export type PlaywrightPage = {
  url(): string
  evaluate(pageFunction: (arg: ProviderEventArg) => void, arg: ProviderEventArg): Promise<unknown>
}

export type PlaywrightBindingSource = { page: PlaywrightPage; frame: PlaywrightFrame }

/** A Playwright `BrowserContext` (from @playwright/test, playwright or playwright-core). */
export type PlaywrightBrowserContext = {
  exposeBinding(name: string, callback: (source: PlaywrightBindingSource, payload: unknown) => unknown): Promise<unknown>
  addInitScript(script: (config: InstallProviderConfig) => void, arg: InstallProviderConfig): Promise<unknown>
  pages(): PlaywrightPage[]
}
