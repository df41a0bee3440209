import type { Hex } from 'viem'
import { LoginError } from '../errors.js'
import { createDeferred } from './abortable.js'
import { startAttempt } from './attempts.js'
import type { Session } from './session.js'
import type { DialogDriver } from './walletAuthTypes.js'

/** The sign-in dialog (RainbowKit) as a front end of the tab's login: same attempt, same lock. */
export function createDialogDriver(session: Session): DialogDriver {
  return {
    async getNonce() {
      const address = session.connected?.address
      if (!address) throw new LoginError('prepare', 'prepare_failed', { details: 'no wallet is connected' })
      session.suppressed.delete(address)
      const joined = startAttempt(session, address, { external: true })
      if (!joined.external) {
        // Auto-login already asked the wallet: wait for that one prompt's outcome.
        await joined.promise
        return new Promise<string>(() => {}) // signed in: the dialog closes on 'authenticated'
      }
      return (await joined.preparedReady.promise).nonce
    },
    createMessage() {
      const prepared = session.attempt?.external ? session.attempt.prepared : undefined
      if (!prepared) throw new LoginError('prepare', 'prepare_failed', { details: 'no message is prepared' })
      return prepared.message
    },
    async verify({ message, signature }) {
      const target = session.attempt
      if (!target?.external || !target.externalSignature || target.prepared?.message !== message) return false
      const verdict = createDeferred<boolean>()
      target.externalSignature.resolve({ signature: signature as Hex, reply: verdict.resolve })
      const outcome = target.promise.then(
        () => true,
        () => false,
      )
      // true only once the login has settled, so the state already reads 'authenticated'.
      return Promise.race([verdict.promise.then((verified) => verified && outcome), outcome])
    },
  }
}
