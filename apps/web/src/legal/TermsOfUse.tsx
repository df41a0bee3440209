import { IntentLink } from '@/page-parts/IntentLink'
import { en } from '@/i18n/messages/en'
import { ROUTES } from '@/site'
import { LEGAL_UPDATED } from './legalConstants'

/** The Terms of Use for a site that connects self-custody wallets. */
export function TermsOfUse() {
  return (
    <article className="legal">
      <p className="updated">Last updated: {LEGAL_UPDATED}</p>

      <h2>1. Agreement</h2>
      <p>
        These terms apply to your use of the Stardust website (the site). By using the site, connecting a wallet to it
        or signing in with a wallet, you accept them. If you do not accept them, please do not use the site.
      </p>

      <h2>2. What the site is</h2>
      <p>
        The site is an interface: it lets you connect a crypto wallet you control, prove that you own its address by
        signing a message, and reach the pages Stardust, Stake, Purchase, Game and the claim pages. Some of those pages
        describe functions that are not available yet; they say so, and nothing on them is an offer until it is
        available and described on the page.
      </p>

      <h2>3. Who may use it</h2>
      <p>
        You must be at least 18 years old and allowed to use services like this one where you live. You may not use the
        site if you are subject to sanctions, or on behalf of anyone who is, or from a place where using it would be
        unlawful.
      </p>

      <h2>4. Your wallet, your keys</h2>
      <ul>
        <li>Your wallet is self-custodial: only you hold its keys. We cannot see, move, freeze or recover your funds, keys or recovery phrase, and we will never ask for them.</li>
        <li>You are responsible for keeping your device, wallet and recovery phrase safe, and for everything signed with your wallet.</li>
        <li>Read every message and transaction your wallet shows you before you approve it. The sign-in message is not a transaction and costs nothing; anything that asks to move funds is a different request.</li>
      </ul>

      <h2>5. Signing in and sessions</h2>
      <p>
        Signing the sign-in message creates a session for that address for a limited time. Anyone with access to your
        unlocked device may use that session. Sign out or disconnect when you share a device. We may end sessions at any
        time, for example for security reasons.
      </p>

      <h2>6. Blockchain risks</h2>
      <ul>
        <li>Blockchain transactions are public and, once confirmed, cannot be reversed by us or anyone else.</li>
        <li>Networks charge fees, can be congested, can change, and can fail. Test networks (such as Sepolia, Arbitrum Sepolia and Mantle Sepolia) carry tokens without value.</li>
        <li>Smart contracts and wallets can contain errors. The value of digital assets can change quickly and fall to zero.</li>
        <li>Nothing on the site is financial, investment, legal or tax advice.</li>
      </ul>

      <h2>7. Other services</h2>
      <p>
        The site works with services we do not run: your wallet app, WalletConnect, blockchain nodes and explorers, ENS
        and, where configured, analytics. Their terms apply to your use of them, and we are not responsible for them.
        How the site handles information is described in the{' '}
        <IntentLink href={ROUTES.privacy.path}>{en.routes.privacy.title}</IntentLink>.
      </p>

      <h2>8. Fair use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>break the law, or help anyone else to, through the site;</li>
        <li>attack, overload, probe or interfere with the site or its server, including by automated sign-in attempts;</li>
        <li>try to take over sessions or addresses that are not yours;</li>
        <li>copy the site&apos;s design or content to mislead people into thinking they are using the site.</li>
      </ul>

      <h2>9. The site is provided as it is</h2>
      <p>
        We work to keep the site available and correct, but we provide it &ldquo;as is&rdquo; and &ldquo;as
        available&rdquo;, without promises that it will be uninterrupted, error-free or fit for a particular purpose, to
        the extent the law allows.
      </p>

      <h2>10. Limits on liability</h2>
      <p>
        To the extent the law allows, we are not liable for indirect or consequential loss, for lost profits or lost
        digital assets, or for losses caused by your wallet, your device, third-party services or the blockchains. Nothing
        in these terms limits liability that cannot be limited by law, such as liability for intent or gross negligence.
      </p>

      <h2>11. Changes and ending</h2>
      <p>
        We may change the site or these terms. We will update this page and its date before changed terms apply; using
        the site after that means you accept them. You may stop using the site at any time. We may suspend access to the
        site for anyone who breaks these terms.
      </p>

      <h2>12. Contact</h2>
      <p>Questions about these terms can be sent through the channels linked at the top of the site.</p>
    </article>
  )
}
