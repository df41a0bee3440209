/** Whole Stardust points (decimal strings from the API) with thousands separators. */
export function formatPoints(points: string | number): string {
  try {
    return BigInt(points).toLocaleString('en-US')
  } catch {
    return String(points)
  }
}

/** 0x1234…abcd: short enough for a phone's table column. */
export function shortAccount(account: string): string {
  return account.length > 12 ? `${account.slice(0, 6)}…${account.slice(-4)}` : account
}

/** An entry's time in UTC, the same on the server and in every browser: 2026-05-01 14:03 UTC. */
export function formatEntryTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
