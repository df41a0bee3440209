import { generateKeyPair, type KeyPair } from 'dpop'
import { KEY_DATABASE_NAME, KEY_STORE_NAME } from '../constants.js'

export type DpopKeys = {
  /** The key pair of a lowercase address, made on first use; every tab of the origin gets the same one. */
  get(address: string): Promise<KeyPair>
}

const asPromise = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(KEY_DATABASE_NAME, 1)
  request.onupgradeneeded = () => {
    request.result.createObjectStore(KEY_STORE_NAME)
  }
  return asPromise(request)
}

/** Reads a key pair, or adds `pair` if there is none: one transaction, so of two tabs adding at once the first wins. */
function readOrAdd(database: IDBDatabase, address: string, pair?: KeyPair): Promise<KeyPair | undefined> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(KEY_STORE_NAME, pair ? 'readwrite' : 'readonly')
    const store = transaction.objectStore(KEY_STORE_NAME)
    let found: KeyPair | undefined
    const read = store.get(address)
    read.onsuccess = () => {
      found = read.result as KeyPair | undefined
      // Inside the same transaction as the read: no other tab's add can come between.
      if (!found && pair) store.add(pair, address)
    }
    transaction.oncomplete = () => resolve(found ?? pair)
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * DPoP keys in IndexedDB (database `wallet-auth`, store `keys`, key = lowercase address): a P-256
 * pair whose private key is non-extractable, stored as the CryptoKey objects themselves (structured
 * clone keeps them usable and unexportable). A missing key is generated (panva's `dpop`), then added
 * in a transaction that reads first, so when two tabs make one at once, both end with the first's.
 */
export function indexedDbKeys(factory: IDBFactory = globalThis.indexedDB): DpopKeys {
  let database: Promise<IDBDatabase> | undefined
  const pending = new Map<string, Promise<KeyPair>>()
  const load = async (address: string): Promise<KeyPair> => {
    database ??= openDatabase(factory)
    const opened = await database
    const stored = await readOrAdd(opened, address)
    if (stored) return stored
    // Generated outside the transaction: IndexedDB transactions end when their task awaits anything else.
    const fresh = await generateKeyPair('ES256', { extractable: false })
    return (await readOrAdd(opened, address, fresh))!
  }
  return {
    get(address) {
      const id = address.toLowerCase()
      let key = pending.get(id)
      if (!key) {
        key = load(id)
        // A failed read may succeed later (storage pressure, a blocked upgrade): not remembered.
        key.catch(() => pending.delete(id))
        pending.set(id, key)
      }
      return key
    },
  }
}
