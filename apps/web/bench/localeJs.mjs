// The JavaScript a visitor downloads, per language: first visit of /, the feature pages (/stake, /purchase,
// /stardust, /claim) and a returning visitor of / with a saved injected wallet, gzip level 6, for every locale
// the site's sitemap lists. Budgets: / at most 150 KB, feature pages 230 KB, returning 450 KB.
// `node bench/localeJs.mjs <origin>` against a running site (`next start`), or from bench/run.mjs.
import { recordBench } from '../../../scripts/benchTables.mjs'
import { launchBench, measureJsIn } from './measureJs.mjs'

export const LOCALE_BUDGETS_KB = { first: 150, feature: 230, returning: 450 }
const FEATURE_PATHS = ['/stake', '/purchase', '/stardust', '/claim']
const kb = (bytes) => bytes / 1024

/** Every locale's prefix ('' for English): the hreflang alternates of / in the site's sitemap. */
export async function sitemapLocales(origin) {
  const xml = await (await fetch(new URL('/sitemap.xml', origin))).text()
  const home = xml.split('<url>').find((entry) => /<loc>[^<]*<\/loc>/.test(entry) && new URL(entry.match(/<loc>([^<]*)<\/loc>/)[1]).pathname === '/')
  if (!home) throw new Error('the sitemap lists no /')
  return [...home.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, locale, href]) => ({ locale, prefix: new URL(href).pathname.replace(/\/$/, '') }))
}

/** Figures per locale: { locale, first, feature: {path: gzip}, returning } in bytes. */
export async function measureLocaleJs(executablePath, origin, { locales } = {}) {
  const list = locales ?? (await sitemapLocales(origin))
  const browser = await launchBench(executablePath)
  const rows = []
  try {
    for (const { locale, prefix } of list) {
      const at = (path) => new URL(`${prefix}${path === '/' && prefix ? '' : path}`, origin).toString()
      const first = await measureJsIn(browser, at('/'))
      const feature = {}
      for (const path of FEATURE_PATHS) feature[path] = (await measureJsIn(browser, at(path))).gzip
      const returning = await measureJsIn(browser, at('/'), { returning: 'injected' })
      rows.push({ locale, first: first.gzip, feature, returning: returning.gzip })
    }
  } finally {
    await browser.close()
  }
  return rows
}

export function printLocaleJs(rows) {
  const { first: f, feature: p, returning: r } = LOCALE_BUDGETS_KB
  console.log(`\nJavaScript per language, gzip level 6 (budgets: / ${f} KB, feature pages ${p} KB, returning ${r} KB):`)
  console.log(`  ${'locale'.padEnd(7)} ${'/ first'.padStart(9)} ${'features max'.padStart(13)} ${'returning'.padStart(10)}`)
  for (const row of rows) {
    const featureMax = Math.max(...Object.values(row.feature))
    const over = kb(row.first) > f || kb(featureMax) > p || kb(row.returning) > r ? '  OVER BUDGET' : ''
    console.log(`  ${row.locale.padEnd(7)} ${kb(row.first).toFixed(1).padStart(6)} KB ${kb(featureMax).toFixed(1).padStart(10)} KB ${kb(row.returning).toFixed(1).padStart(7)} KB${over}`)
  }
  // With STARDUST_BENCH_WRITE=1, one row per language replaces the table in docs/benchmarks.md.
  const cell = (bytes) => `${kb(bytes).toFixed(1)} KB`
  recordBench('web-locale-js', {
    command: '`pnpm --filter web bench` (`bench/localeJs.mjs`: JavaScript by network idle, a returning visitor once the wallet stack settled, gzip level 6; budgets / 150 KB, feature pages 230 KB, returning 450 KB)',
    columns: ['language', '`/`, first visit', 'largest feature page (/stake, /purchase, /stardust, /claim)', '`/`, returning with a saved injected wallet'],
    rows: rows.map((row) => [row.locale, cell(row.first), cell(Math.max(...Object.values(row.feature))), cell(row.returning)]),
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2]
  if (!origin) throw new Error('usage: node bench/localeJs.mjs <origin of a running site>')
  const rows = await measureLocaleJs(process.env.CHROMIUM_PATH || '/usr/bin/chromium', origin)
  printLocaleJs(rows)
  if (process.env.BENCH_JSON) console.log(JSON.stringify(rows))
}
