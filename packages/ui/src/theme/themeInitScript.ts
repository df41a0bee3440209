import { THEME_STORAGE_KEY } from '../constants.js'

/**
 * Inline script for <head>: sets `data-theme` and `color-scheme` on <html> from localStorage
 * before the first paint, so a light-theme visitor never sees a dark flash. Same rule as
 * `parseTheme`: 'light' is light, anything else dark.
 */
export const themeInitScript = `(function(){var t='dark';try{if(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})==='light')t='light'}catch(e){}var d=document.documentElement;d.dataset.theme=t;d.style.colorScheme=t})()`
