// User-facing texts, verbatim from docs/behaviour.md (Texts).

export const PREPARE_ERROR_TEXT = 'Error preparing message, please retry!'
export const SIGN_ERROR_TEXT = 'Error signing message, please retry!'
export const VERIFY_ERROR_TEXT = 'Error verifying signature, please retry!'
export const UNKNOWN_ERROR_TEXT = 'Oops, something went wrong!'
/** Console only: a failed login shows no toast (docs/behaviour.md). */
export const LOGIN_FAILED_LOG = 'Login process failed'
