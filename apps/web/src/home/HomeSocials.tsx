import { SocialLinks } from '@stardust/ui/server'
import { HEADER_SOCIALS } from '@/shell/navItems'

/**
 * The homepage's social icons: the shell's SocialLinks from the server entry, so the page ships
 * no script for them. They hide the pointer on this page (docs/behaviour.md).
 */
export function HomeSocials() {
  return <SocialLinks socials={HEADER_SOCIALS} hideCursor className="home-socials" />
}
