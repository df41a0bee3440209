// Where an unanswered request was asked, seen from the tab that reads its record: the words differ ("when
// this page loaded" is only true after a reload). A tab keeps one id in sessionStorage, which outlives its
// reloads but is not shared with other tabs.

const TAB_KEY = 'stardust:tab'

/** `here`: this page, since it loaded; `reload`: this tab, before a reload; `elsewhere`: another tab. */
export type AskedWhere = 'here' | 'reload' | 'elsewhere'

let tab: string | undefined

/** This tab's id (kept across its reloads); a fresh one per page where sessionStorage is unavailable. */
export function thisTab(): string {
  if (tab) return tab
  try {
    tab = window.sessionStorage.getItem(TAB_KEY) ?? crypto.randomUUID()
    window.sessionStorage.setItem(TAB_KEY, tab)
  } catch {
    tab = crypto.randomUUID()
  }
  return tab
}

/** Pure: where a record written by tab `askedIn` at `addedAt` (ms) was asked, seen from tab `tab` whose page loaded at `loadedAt`. */
export function askedWhere({ askedIn, addedAt }: { askedIn: string | undefined; addedAt: number }, { tab, loadedAt }: { tab: string; loadedAt: number }): AskedWhere {
  if (askedIn !== tab) return 'elsewhere' // another tab's, or a record of an older page that kept no tab
  return addedAt >= loadedAt ? 'here' : 'reload'
}
