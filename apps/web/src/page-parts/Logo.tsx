export type LogoProps = {
  size?: number
  className?: string
  /**
   * The gradient's id. Give each logo on a page its own: `url(#id)` resolves to the first
   * element with that id, and if that copy is hidden (display: none) the others lose their fill.
   */
  gradientId?: string
}

/** The Stardust mark: a four-pointed star. Inline SVG, so it costs no request. */
export function Logo({ size = 32, className, gradientId = 'sd-logo' }: LogoProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9c8ff" />
          <stop offset="1" stopColor="#8f6bff" />
        </linearGradient>
      </defs>
      <path fill={`url(#${gradientId})`} d="M16 1c1.2 7.6 5.5 13 15 15-9.5 2-13.8 7.4-15 15-1.2-7.6-5.5-13-15-15 9.5-2 13.8-7.4 15-15z" />
    </svg>
  )
}
