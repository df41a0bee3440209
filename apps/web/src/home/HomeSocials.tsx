import { HEADER_SOCIALS } from '@/shell/navItems'
import { SOCIAL_ICON_PATHS } from './socialIconPaths'

/**
 * The homepage's social icons: plain links, no script. They hide the pointer on this page
 * (spec section 2), with the same classes as the shell's icons.
 */
export function HomeSocials() {
  return (
    <ul className="sd-socials sd-socials--no-cursor home-socials" aria-label="Social links">
      {HEADER_SOCIALS.map((social) => (
        <li key={social.href}>
          <a className="sd-socials__link" href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label} title={social.label}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={SOCIAL_ICON_PATHS[social.icon]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
