import { ImageResponse } from 'next/og'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

/** The home-screen icon, drawn at build time. */
export default function AppleIcon() {
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#07060f' }}>
        <svg width="130" height="130" viewBox="0 0 32 32">
          <path fill="#b69cff" d="M16 1c1.2 7.6 5.5 13 15 15-9.5 2-13.8 7.4-15 15-1.2-7.6-5.5-13-15-15 9.5-2 13.8-7.4 15-15z" />
        </svg>
      </div>
    ),
    size,
  )
}
