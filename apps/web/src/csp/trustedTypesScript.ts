/**
 * The page's Trusted Types policy, created by the first script of <head> before any other runs. Its one
 * rules: a script URL a script sets (a chunk the bundler loads on demand) must be one of the site's own
 * files under /_next/static/, or the analytics loader when analytics is configured; an HTML string is
 * admitted only when it holds no `<`, i.e. it can make no element (RainbowKit and Next write their
 * stylesheets into <style> by innerHTML), or when it is exactly `<script></script>`: React makes every
 * script element it renders in the browser so (react-dom's createInstance), an empty script the parser
 * marks as already started, which never runs; script text is never converted. So under
 * `require-trusted-types-for 'script'` markup written into the page by a string throws.
 * An admitted URL is returned as given: Turbopack finds a loaded chunk by the `src` attribute it wrote.
 * Written as plain ES5 text: it is hashed into the policy (scripts/cspHashes.mjs, siteInlineScripts.ts). Its
 * text holds no `<` (written \x3c): a change of language renders the root layout in the browser, where
 * React makes the head's inline scripts again and sets their text by innerHTML.
 */
export function trustedTypesScript(env: Record<string, string | undefined>): string {
  const gaId = env.NEXT_PUBLIC_GA_ID?.trim()
  const analytics = gaId ? JSON.stringify(`https://www.googletagmanager.com/gtag/js?id=${gaId}`) : 'null'
  return (
    "(function(){var t=window.trustedTypes;if(!t||!t.createPolicy)return;var r='\\x3cscript>\\x3c/script>',o=location.origin,a=" +
    analytics +
    ";t.createPolicy('default',{createScriptURL:function(u){var x=new URL(u,document.baseURI);" +
    "if((x.origin===o&&x.pathname.indexOf('/_next/static/')===0)||x.href===a)return u;" +
    "throw new TypeError('Trusted Types: script URL refused: '+x.origin+x.pathname)}," +
    "createHTML:function(h){var s=String(h);if(s.indexOf('\\x3c')===-1||s===r)return h;throw new TypeError('Trusted Types: markup refused')}})})()"
  )
}
