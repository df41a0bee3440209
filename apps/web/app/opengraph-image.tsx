import { ImageResponse } from 'next/og'
import { en } from '@/i18n/messages/en'
import { TEXTS } from '@/texts'

export const alt = `${TEXTS.siteName}: ${en.routes.home.description}`
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

/** The Open Graph card, drawn at build time (static). */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'radial-gradient(ellipse at 50% 45%, #2b1d63 0%, #07060f 70%)',
          color: '#f1eefc',
          gap: 32,
        }}
      >
        <svg width="160" height="160" viewBox="0 0 32 32">
          <path fill="#b69cff" d="M16 1c1.2 7.6 5.5 13 15 15-9.5 2-13.8 7.4-15 15-1.2-7.6-5.5-13-15-15 9.5-2 13.8-7.4 15-15z" />
        </svg>
        <div style={{ fontSize: 120, fontWeight: 800, letterSpacing: 12 }}>STARDUST</div>
        <div style={{ fontSize: 34, color: '#aaa4c4', maxWidth: 900, textAlign: 'center' }}>
          {en.routes.home.description}
        </div>
      </div>
    ),
    size,
  )
}
