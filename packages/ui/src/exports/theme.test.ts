import { expect, test } from 'vitest'
import * as theme from './theme.js'

test('exports', () => {
  expect(Object.keys(theme).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_THEME",
      "THEME_STORAGE_KEY",
      "ThemeProvider",
      "ThemeToggle",
      "useTheme",
    ]
  `)
})
