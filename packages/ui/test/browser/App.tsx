import { useState } from 'react'
import { Header } from '../../src/shell/Header.js'
import { SideRail } from '../../src/shell/SideRail.js'
import { MotionProvider } from '../../src/motion/MotionProvider.js'
import { ThemeProvider } from '../../src/theme/ThemeProvider.js'
import { ThemeToggle } from '../../src/theme/ThemeToggle.js'
import { Toast } from '../../src/toast/Toast.js'
import { logo, navItems, socials } from '../fixtures.js'

/** The whole shell on one page, as the site mounts it; rendered on the server and hydrated. */
export function App({ toast }: { toast?: string }) {
  const [message, setMessage] = useState<string | null>(toast ?? null)
  return (
    <ThemeProvider>
      <MotionProvider>
        <SideRail logo={logo}>
          <ThemeToggle />
        </SideRail>
        <Header logo={logo} navItems={navItems} socials={socials} connectSlot={<button type="button">Connect Wallet</button>} />
        <Toast message={message} duration={60_000} onClose={() => setMessage(null)} />
        <main style={{ padding: '96px 24px 24px 96px', minHeight: '200vh' }}>
          <h1>Stake</h1>
          <p>Page content.</p>
        </main>
      </MotionProvider>
    </ThemeProvider>
  )
}
