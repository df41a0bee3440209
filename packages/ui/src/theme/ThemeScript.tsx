import { themeInitScript } from './themeInitScript.js'

export type ThemeScriptProps = {
  /** CSP nonce, when the site uses a nonce-based Content-Security-Policy. */
  nonce?: string
}

/** Renders `themeInitScript` as an inline <script>; put it in the root layout's <head>. */
export function ThemeScript({ nonce }: ThemeScriptProps) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript }} />
}
