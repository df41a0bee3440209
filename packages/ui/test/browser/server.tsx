import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { renderToString } from 'react-dom/server'
import { readStylesheet } from '../../scripts/stylesheet.js'
import { themeInitScript } from '../../src/theme/themeInitScript.js'
import { App } from './App.js'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export type ShellServer = { url: string; close: () => Promise<void> }

/**
 * Serves the shell the way a site does: server-rendered HTML with the theme script in <head>,
 * the stylesheet, and a client bundle that hydrates it.
 */
export async function startShellServer(): Promise<ShellServer> {
  const bundle = await build({
    entryPoints: [here('./client.tsx')],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: '/',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  })
  const files = new Map(bundle.outputFiles.map((file) => [file.path, file.contents]))
  const css = await readStylesheet()

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const asset = files.get(url.pathname)
    if (asset) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(asset)
      return
    }
    if (url.pathname === '/styles.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end(css)
      return
    }
    const toast = url.searchParams.get('toast') ?? undefined
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shell</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>${themeInitScript}</script><link rel="stylesheet" href="/styles.css">
<style>body{margin:0;font-family:sans-serif;background:var(--sd-bg);color:var(--sd-fg)}</style></head>
<body><script>window.__firstPaintTheme=document.documentElement.dataset.theme;window.__firstPaintBg=getComputedStyle(document.documentElement).getPropertyValue('--sd-bg').trim()</script>
<div id="root">${renderToString(<App toast={toast} />)}</div><script type="module" src="/client.js"></script></body></html>`
    res.writeHead(200, { 'content-type': 'text/html' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
