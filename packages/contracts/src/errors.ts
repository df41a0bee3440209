/** Base of every error this package throws: a stable `code`, a short message, the cause kept. */
export class ContractsError<code extends string = string> extends Error {
  override name = 'ContractsError'
  readonly code: code
  constructor(code: code, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

export type DeploymentsConfigErrorCode = 'deployments_invalid' | 'deployments_unreadable'

/** A deployments file or variable that cannot be used; the message names the variable or file and the field. */
export class DeploymentsConfigError extends ContractsError<DeploymentsConfigErrorCode> {
  override name = 'DeploymentsConfigError'
}

export type DeployErrorCode = 'deploy_failed' | 'deploy_invalid_options'

/** deployStardust could not deploy or wire a contract; the message says which step. */
export class DeployError extends ContractsError<DeployErrorCode> {
  override name = 'DeployError'
}

export type LocalChainErrorCode = 'port_in_use' | 'chain_start_failed'

/** startLocalChain could not start the node. */
export class LocalChainError extends ContractsError<LocalChainErrorCode> {
  override name = 'LocalChainError'
}

export type PreparedAirdropErrorCode = 'prepared_invalid' | 'prepared_corrupt'

/**
 * A prepared airdrop that cannot be served: `prepared_invalid` (not a preparation, another version, the wrong
 * size, the wrong chain) when it is opened; `prepared_corrupt` when a stored proof does not lead to its root.
 */
export class PreparedAirdropError extends ContractsError<PreparedAirdropErrorCode> {
  override name = 'PreparedAirdropError'
}

export type ProofShardErrorCode = 'shard_invalid' | 'root_mismatch' | 'proof_invalid'

/**
 * Published proof shards that must not be used: `shard_invalid` (not a manifest or shard of this format),
 * `root_mismatch` (made for another chain or root than the contract's), `proof_invalid` (a proof that does
 * not lead to the contract's root: a changed amount or proof node).
 */
export class ProofShardError extends ContractsError<ProofShardErrorCode> {
  override name = 'ProofShardError'
}
