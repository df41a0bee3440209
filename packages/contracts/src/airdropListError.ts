/** Why an airdrop list is refused; every code names one rule of the list. */
export type AirdropListErrorCode =
  | 'empty-list'
  | 'invalid-address'
  | 'zero-address'
  | 'duplicate-address'
  | 'invalid-amount'
  | 'total-overflow'
  | 'invalid-format'
  | 'root-mismatch'

/**
 * A bad airdrop list. `index` is the 1-based position of the offending entry (0 when the list as a whole is
 * at fault: empty, unreadable, wrong root); `fileName` and `line` are set when it came from parseAirdropList.
 */
export class AirdropListError extends Error {
  override readonly name = 'AirdropListError'
  constructor(
    readonly code: AirdropListErrorCode,
    readonly index: number,
    readonly detail: string,
    readonly fileName?: string,
    readonly line?: number,
  ) {
    super(fileName === undefined ? (index > 0 ? `entry ${index}: ${detail}` : detail) : `${fileName}${line === undefined ? '' : `:${line}`}: ${detail}`)
  }

  /** The same error, located in a file. */
  at(fileName: string, line: number | undefined): AirdropListError {
    return new AirdropListError(this.code, this.index, this.detail, fileName, line)
  }
}

