import type { ReactNode } from 'react'

/**
 * Pages without the shared top navigation (/, the claim pages, the game): each brings its
 * own header (the home hero, or the small bar with a home link and the connect button).
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <div className="bare">{children}</div>
}
