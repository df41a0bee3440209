// Facts the legal pages state, kept beside the numbers they come from.

/** Date of the current wording of both documents. */
export const LEGAL_UPDATED = '21 November 2026'

/** A sign-in nonce lives 5 minutes (docs/api.md: expirationTime = issuedAt + 5 min). */
export const NONCE_LIFETIME = '5 minutes'

/** Default session length (docs/api.md: exp default 24 h, AUTH_TOKEN_TTL). */
export const DEFAULT_SESSION_LENGTH = '24 hours'

/** True when this build reports page views to Google Analytics 4. */
export const ANALYTICS_ENABLED = Boolean(process.env.NEXT_PUBLIC_GA_ID)
