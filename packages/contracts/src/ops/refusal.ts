import { ContractsError } from '../errors.js'

export type OpsRefusalCode =
  | 'no_deployment'
  | 'no_safe'
  | 'not_owner'
  | 'invalid_argument'
  | 'too_early'
  | 'too_late'
  | 'nothing_to_do'
  | 'not_ready'
  | 'local_only'
  | 'too_few_signers'
  | 'key_on_command_line'

/** A task the contracts would refuse, refused before anything is signed; the message says why in words. */
export class OpsRefusal extends ContractsError<OpsRefusalCode> {
  override name = 'OpsRefusal'
}
