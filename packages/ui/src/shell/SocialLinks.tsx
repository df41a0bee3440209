import { cx } from '../cx.js'
import { texts } from '../texts.js'
import type { SocialLink } from '../types.js'
import { SocialIcon } from './SocialIcon.js'

export type SocialLinksProps = {
  socials: readonly SocialLink[]
  className?: string
  /** Hide the pointer over the icons (the homepage does, docs/behaviour.md). */
  hideCursor?: boolean
  /** The list's accessible name; default 'Social links'. */
  label?: string
}

/**
 * Icon links to the product's social profiles; each is named by its `label`, opens a new tab.
 * No state or effects: also exported from `@stardust/ui/server` for pages that ship no script.
 */
export function SocialLinks({ socials, className, hideCursor, label = texts.socialLinks }: SocialLinksProps) {
  if (socials.length === 0) return null
  return (
    <ul className={cx('sd-socials', hideCursor && 'sd-socials--no-cursor', className)} aria-label={label}>
      {socials.map((social) => (
        <li key={social.href}>
          <a className="sd-socials__link" href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label} title={social.label}>
            <SocialIcon name={social.icon} />
          </a>
        </li>
      ))}
    </ul>
  )
}
