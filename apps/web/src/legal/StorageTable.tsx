import { CONNECT_WARNING_SEEN_KEY } from '@/constants'

type Row = { name: string; where: string; what: string; until: string }

const SITE_ROWS: readonly Row[] = [
  { name: 'theme', where: 'localStorage', what: 'Your colour theme, dark or light.', until: 'You change it or clear site data.' },
  { name: 'wallet-auth:accounts', where: 'localStorage', what: 'For each wallet account you signed in with: its address (lower case) and the session token the server issued for it, newest first.', until: 'You disconnect that account, use "clear all", the session expires, or you clear site data.' },
  { name: 'wallet-auth:current', where: 'localStorage', what: 'The address of the account you are using now.', until: 'You disconnect or clear site data.' },
  { name: 'wallet-auth:lock', where: 'localStorage', what: 'A time stamp while a sign-in runs, so that only one open tab asks your wallet for a signature.', until: 'The sign-in ends; ignored after 30 seconds.' },
  { name: 'wagmi.* (e.g. wagmi.store, wagmi.recentConnectorId)', where: 'localStorage', what: 'Which wallet connection you used last and on which network, so the site can reconnect it when you come back.', until: 'You disconnect or clear site data.' },
  { name: 'rk-recent, rk-latest-id, rk-version, rk-transactions', where: 'localStorage', what: 'The wallet picker: your recently used wallets and the recent transactions shown in your account view.', until: 'You use "clear all" or clear site data.' },
  { name: 'stardust:transactions', where: 'localStorage', what: 'The transactions this site sent for you (claims, stakes, purchases): hash, network, account, what it was, and whether it is pending, confirmed or failed; 10 per network.', until: 'Newer transactions replace the oldest, or you clear site data.' },
  { name: 'stardust:batches', where: 'localStorage', what: 'Batches of transactions your wallet sent in one approval (for example approve and stake): the id your wallet gave the batch, network, account, what it was, and whether it is pending, confirmed or failed; 10 per network.', until: 'Newer batches replace the oldest, or you clear site data.' },
  { name: 'wc@2:* and WalletConnect databases', where: 'localStorage, IndexedDB', what: 'Only if you connect through WalletConnect: the pairing with your mobile wallet.', until: 'You disconnect or clear site data.' },
  { name: CONNECT_WARNING_SEEN_KEY, where: 'sessionStorage', what: 'That the "Please Connect Your Wallet First" notice was shown in this visit.', until: 'You close the tab.' },
  { name: 'next-auth.session-token', where: 'cookie (httpOnly)', what: 'Your signed-in session, so pages rendered by the server know your address. It holds the same token and expires with it.', until: 'The token expires or you sign out.' },
  { name: 'next-auth.csrf-token, next-auth.callback-url', where: 'cookie', what: 'Protection against cross-site request forgery during sign-in, and where to return after it.', until: 'End of the browser session.' },
]

// Development builds only: the published site never writes this key, so it does not list it (and
// requires the key's module only in that branch, which a production build drops).
const ROWS: readonly Row[] =
  process.env.NODE_ENV === 'development'
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ? [...SITE_ROWS, { name: (require('@/wallet/devWallet/constants') as { DEV_WALLET_KEY_STORAGE_KEY: string }).DEV_WALLET_KEY_STORAGE_KEY, where: 'localStorage', what: 'Development builds only: the private key of the Development Wallet, a throwaway account for the local chain.', until: 'You clear site data.' }]
    : SITE_ROWS

/** A storage name that may wrap after its `:` and `.` separators (`wallet-auth:` / `accounts`), never inside a word. */
function breakable(name: string) {
  return name.split(/(?<=[:.])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))
}

/** What this site keeps in the visitor's browser (docs/storage.md and the libraries it uses). */
export function StorageTable() {
  return (
    <div className="table-scroll">
      <table className="storage-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Where</th>
            <th scope="col">What it holds</th>
            <th scope="col">Kept until</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.name}>
              <td data-label="Name"><code>{breakable(row.name)}</code></td>
              <td data-label="Where">{row.where}</td>
              <td data-label="What it holds">{row.what}</td>
              <td data-label="Kept until">{row.until}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
