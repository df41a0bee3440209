import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

type Logged = { type: string; path: string }
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stardustAnalytics?: Logged[] }).__stardustAnalytics ?? [])

test('behavior: one page view per route change, and no analytics request without a GA id', async ({ page, problems }) => {
  await page.goto('/')
  await expect.poll(() => events(page)).toEqual([expect.objectContaining({ type: 'page_view', path: '/' })])

  await page.getByRole('link', { name: 'Terms of Use' }).click()
  await expect(page).toHaveURL(/\/terms-of-use$/)
  await expect.poll(async () => (await events(page)).map((event) => event.path)).toEqual(['/', '/terms-of-use'])

  await page.getByRole('link', { name: 'Privacy Policy' }).first().click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect.poll(async () => (await events(page)).map((event) => event.path)).toEqual([
    '/',
    '/terms-of-use',
    '/privacy-policy',
  ])

  await page.goBack()
  await expect(page).toHaveURL(/\/terms-of-use$/)
  await expect.poll(async () => (await events(page)).map((event) => event.path)).toEqual([
    '/',
    '/terms-of-use',
    '/privacy-policy',
    '/terms-of-use',
  ])

  expect(problems.external.filter((url) => /google/.test(url))).toEqual([])
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
})
