/** Every message the server sends to clients or operators, in one place. */
export const texts = {
  invalid_address: 'The account is not a valid Ethereum address.',
  invalid_request: 'The request body is not valid JSON with the expected fields.',
  nonce_invalid: 'No outstanding sign-in nonce matches this account.',
  nonce_used: 'This sign-in nonce was already used.',
  signature_invalid: 'The signature does not match the issued sign-in message.',
  domain_mismatch: 'The sign-in message is bound to another domain, URI or chain.',
  origin_mismatch: 'This page is not on the origin the sign-in message names (AUTH_ORIGIN); sign in from that origin.',
  chain_not_allowed: 'This chain is not allowed for sign-in (AUTH_CHAIN_IDS).',
  expired: 'The sign-in message has expired; request a new nonce.',
  body_too_large: 'The request body is larger than 8 KB.',
  rate_limited: 'Too many requests; retry later.',
  store_unavailable: 'The session store is unavailable; retry later.',
  rpc_unavailable: 'The chain RPC is unavailable; retry later. The nonce is still valid.',
  token_invalid: 'The bearer token is missing or invalid.',
  token_revoked: 'The bearer token was revoked.',
  token_expired: 'The bearer token has expired.',
  dpop_invalid: 'The DPoP proof is missing or invalid for this token and request.',
  dpop_replayed: 'This DPoP proof was already used; send a fresh one.',
  not_found: 'No such endpoint.',
  method_not_allowed: 'Method not allowed.',
  internal_error: 'Internal server error.',
  config_invalid: 'Invalid auth-server configuration',
  config_unread: 'Variables are set that this configuration never reads',
  dev_secret_warning:
    'warning: AUTH_SECRET is not set: tokens are signed with the public development secret, so anyone can forge them. ' +
    'Set AUTH_SECRET (e.g. `openssl rand -base64 48`) before real use.',
  config_production_secret:
    'AUTH_SECRET must be set to a random value of at least 32 bytes in production (NODE_ENV=production); ' +
    'generate one with `openssl rand -base64 48`. The development default is refused.',
} as const
