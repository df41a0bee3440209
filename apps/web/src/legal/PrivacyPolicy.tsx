import { ANALYTICS_ENABLED, DEFAULT_SESSION_LENGTH, LEGAL_UPDATED, NONCE_LIFETIME } from './legalConstants'
import { StorageTable } from './StorageTable'

/** The Privacy Policy: what the browser stores, what the server keeps, what analytics runs. */
export function PrivacyPolicy() {
  return (
    <article className="legal">
      <p className="updated">Last updated: {LEGAL_UPDATED}</p>

      <h2>In short</h2>
      <ul>
        <li>We never ask for, see or store your private key or recovery phrase.</li>
        <li>We do not ask for your name, e-mail address or any other contact detail.</li>
        <li>Signing in means signing one text message in your wallet. It is not a transaction, costs nothing and moves no funds.</li>
        <li>Your browser keeps your session token; our server keeps only what it needs to check sign-ins, for minutes or until your session would have ended anyway.</li>
        <li>{ANALYTICS_ENABLED ? 'This site counts page views with Google Analytics 4.' : 'This site sends no analytics anywhere.'}</li>
      </ul>

      <h2>What this policy covers</h2>
      <p>
        This policy describes how the Stardust website (this site) handles information when you visit it, connect a
        crypto wallet to it and sign in with that wallet. It does not cover your wallet app, the blockchains you use or
        other websites you reach from here; they have their own policies.
      </p>

      <h2>Your wallet address and your signature</h2>
      <p>
        When you connect, your wallet tells this page your public wallet address and the network it is on. A wallet
        address is public by nature: anyone can look up its balance and history on the blockchain. To sign in, our
        server prepares a standard sign-in message (EIP-4361, &ldquo;Sign-In with Ethereum&rdquo;) that names this site,
        your address, the network, a random one-time code (nonce), the time it was issued and the time it expires. Your
        wallet shows you that message; if you sign it, the server checks the signature and issues a session token for
        your address. The token lasts {DEFAULT_SESSION_LENGTH} unless the operator of this site configures another
        length.
      </p>

      <h2>What your browser stores</h2>
      <p>
        This site uses your browser&apos;s local storage, session storage and a few cookies. They stay on your device;
        the cookies are sent only to this site. None of them is used for advertising or to follow you across websites.
      </p>
      <StorageTable />
      <p>
        You can remove all of it at any time by disconnecting in the account view (which removes that account&apos;s
        token), by using &ldquo;clear all&rdquo; (which removes every stored account), or by clearing this site&apos;s
        data in your browser&apos;s settings.
      </p>

      <h2>What our server keeps</h2>
      <ul>
        <li>
          <strong>Sign-in codes (nonces).</strong> Each code is kept with the address it was issued for and the exact
          message to be signed, for at most {NONCE_LIFETIME}. It can be used once and is deleted when it is used or
          expires.
        </li>
        <li>
          <strong>Revoked sessions.</strong> When you sign out, the identifier of your token is kept on a revocation list
          until the moment the token would have expired, so the token cannot be used again. Nothing else about you is
          on that list.
        </li>
        <li>
          <strong>Rate limits.</strong> To stop abuse, the server counts recent sign-in requests per address and per
          network address (IP) for a few minutes.
        </li>
        <li>
          <strong>No account records.</strong> The server keeps no user database: your session token is checked by its
          signature, not looked up.
        </li>
        <li>
          <strong>Ordinary request logs.</strong> The hosting of this site may keep technical logs of requests (time,
          page, IP address, browser type) for operating and securing the service, for a limited period.
        </li>
      </ul>

      <h2>Analytics</h2>
      {ANALYTICS_ENABLED ? (
        <p>
          This site reports page views to Google Analytics 4 (Google Ireland Ltd. / Google LLC). Google&apos;s script
          sets its own cookies (<code>_ga</code>, <code>_ga_*</code>) and receives the page address, the page title, your
          IP address and browser details. We do not send your wallet address to it. You can block it with a content
          blocker or the Google Analytics opt-out browser add-on without losing any function of this site.
        </p>
      ) : (
        <p>
          This deployment has no analytics service configured. Page views are counted only inside the open page&apos;s
          memory and are never sent anywhere. If the operator turns on Google Analytics 4, this section will say so
          before any data is sent.
        </p>
      )}

      <h2>Services your browser talks to</h2>
      <ul>
        <li><strong>Your wallet</strong> (a browser extension or a mobile app), which you choose and control.</li>
        <li><strong>WalletConnect</strong>, only if you connect a mobile wallet through it: its relay passes encrypted messages between this page and your wallet.</li>
        <li><strong>Blockchain nodes (RPC providers)</strong>, to read public chain data such as balances and network status; they see your IP address and the address being read.</li>
        <li><strong>ENS</strong> lookups, to show a name and avatar for your address where one exists.</li>
      </ul>
      <p>Each of these services handles data under its own terms.</p>

      <h2>Your choices and rights</h2>
      <p>
        You can use the public pages without connecting a wallet. You can disconnect and clear stored data at any time,
        as described above. Because the server keeps no account records, there is usually nothing about you to access
        or delete there beyond short-lived sign-in codes and revocation entries, which expire on their own. Where data
        protection law gives you rights of access, correction, deletion or objection, you may exercise them through the
        contact channels linked at the top of this site.
      </p>

      <h2>Children</h2>
      <p>This site is not meant for anyone under 18, and we do not knowingly handle information about children.</p>

      <h2>Changes</h2>
      <p>
        If we change how this site handles information, we will update this page and its date before the change takes
        effect.
      </p>
    </article>
  )
}
