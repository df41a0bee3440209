import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { themeInitScript } from '@stardust/ui/server'
import { trustedTypesScript } from './trustedTypesScript'

type Rules = { createScriptURL: (url: string) => string; createHTML: (html: string) => string; createScript?: unknown }

/** Runs the script as a page at https://stardust.example would, with the browser's createPolicy recording what it is given. */
function policyOf(env: Record<string, string | undefined>): { name: string; rules: Rules } {
  const created: { name: string; rules: Rules }[] = []
  const trustedTypes = { createPolicy: (name: string, rules: Rules) => created.push({ name, rules }) }
  runInNewContext(trustedTypesScript(env), { window: { trustedTypes }, location: { origin: 'https://stardust.example' }, document: { baseURI: 'https://stardust.example/stake' }, URL })
  expect(created).toHaveLength(1)
  return created[0]!
}

describe('trustedTypesScript', () => {
  test('default: the default policy admits the site\'s own /_next/static/ files as script URLs', () => {
    const { name, rules } = policyOf({})
    expect(name).toBe('default')
    // As given: the bundler finds its loaded chunk by the src attribute it wrote.
    expect(rules.createScriptURL('/_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js')
    expect(rules.createScriptURL('https://stardust.example/_next/static/chunks/b.js')).toBe('https://stardust.example/_next/static/chunks/b.js')
  })

  test('behavior: any other script URL is refused, and no script text is converted', () => {
    const { rules } = policyOf({})
    for (const url of ['https://cdn.example/_next/static/a.js', '/api/x.js', '/_next/image?x', 'data:text/javascript,1', '//cdn.example/_next/static/a.js']) {
      expect(() => rules.createScriptURL(url), url).toThrow(/script URL refused/)
    }
    expect(rules.createScript).toBeUndefined()
  })

  test('behavior: HTML that can make no element (a stylesheet\'s text) is admitted; markup is refused', () => {
    const { rules } = policyOf({})
    expect(rules.createHTML('[data-rk]{--rk-radius:8px}')).toBe('[data-rk]{--rk-radius:8px}')
    for (const html of ['<img src=x onerror=alert(1)>', 'a{}</style><script>alert(1)</script>', '<svg onload=alert(1)>']) {
      expect(() => rules.createHTML(html), html).toThrow(/markup refused/)
    }
  })

  test('behavior: exactly the empty script React makes a script element from is admitted; any other script markup is refused', () => {
    // react-dom creates a script it renders in the browser by writing `<script></script>` into a div: the
    // parser marks it already started, so it never runs whatever text it is given later.
    const { rules } = policyOf({})
    expect(rules.createHTML('<script></script>')).toBe('<script></script>')
    for (const html of ['<script>alert(1)</script>', '<script src="https://cdn.example/d.js"></script>', '<script></script><img src=x onerror=alert(1)>', ' <script></script>', '<SCRIPT></SCRIPT>']) {
      expect(() => rules.createHTML(html), html).toThrow(/markup refused/)
    }
  })

  test('behavior: its own text and the theme script\'s hold no markup, so React may set them again by innerHTML', () => {
    // A change of language renders the root layout in the browser, and React writes the head's inline scripts again.
    for (const env of [{}, { NEXT_PUBLIC_GA_ID: 'G-TEST' }]) {
      const { rules } = policyOf(env)
      expect(rules.createHTML(trustedTypesScript(env))).toBe(trustedTypesScript(env))
      expect(rules.createHTML(themeInitScript)).toBe(themeInitScript)
    }
  })

  test('parameters: with NEXT_PUBLIC_GA_ID, that exact analytics loader is admitted too', () => {
    const { rules } = policyOf({ NEXT_PUBLIC_GA_ID: 'G-TEST' })
    expect(rules.createScriptURL('https://www.googletagmanager.com/gtag/js?id=G-TEST')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST')
    expect(() => rules.createScriptURL('https://www.googletagmanager.com/gtag/js?id=G-OTHER')).toThrow(/script URL refused/)
  })

  test('behavior: a browser without Trusted Types runs it without error and creates nothing', () => {
    expect(() => runInNewContext(trustedTypesScript({}), { window: {}, location: { origin: 'x' }, document: {}, URL })).not.toThrow()
  })
})
