import { SocialLinks } from '@stardust/ui/server'
import type { Messages } from '@/i18n/messages/types'
import { headerSocials } from '@/shell/navItems'

/**
 * The homepage's social icons: the shell's SocialLinks from the server entry, so the page ships
 * no script for them. They hide the pointer here (docs/behaviour.md).
 */
export function HomeSocials({ messages }: { messages: Messages }) {
  return <SocialLinks socials={headerSocials(messages)} hideCursor className="home-socials" label={messages.shell.socialLinks} />
}
