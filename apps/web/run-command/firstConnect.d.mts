// Types for firstConnect.mjs beside it (plain Node, shared with bench/first-page.mjs).
import type { Browser } from '@playwright/test'

export declare function launchChromium(): Promise<Browser>
export declare function firstConnect(browser: Browser, origin: string, timeoutMs: number): Promise<{ ms: number; pageErrors: string[] }>
