import { z } from 'zod'
import { SETTINGS_INTEGERS } from '../../../server/settings.mjs'
import { CSP_REPORTS_PER_MINUTE } from '../cspReport/cspReportHandler'
import { count, json, logLevel, optionalFlag, postgresUrl, publicUrl, redisUrl, rpcList, text, wholeMs, wholeNumber } from './variableValues'

/** When a variable is read: by the build (inlined into the bundle, an image build ARG) or by the server at start. */
export type ReadAt = 'build' | 'start'

/** One environment variable of the site, as the docs table shows it and the schema checks it. */
export type ServerVariable = {
  /** The name, or a family's pattern such as `NEXT_PUBLIC_RPC_<CHAIN>` (see `names`). */
  name: string
  /** The concrete names of a family; one name by default. */
  names?: readonly string[]
  /** Names matched by a pattern, for families no list can hold (`AUTH_RPC_<chainId>`). */
  match?: RegExp
  readAt: ReadAt
  /** The docs table it is listed in: the variables (default) or the limits. */
  section?: 'limits'
  default: string
  readBy: string
  what: string
  /** The check of a set value (unset and blank mean the default); values another module parses are text here. */
  schema: z.ZodType<string>
  /** Set but blank is kept as '' (not the default): a blank that means a mistake the start must refuse. */
  blankKept?: true
}

const RPC_NAMES = ['MANTLE', 'ARBITRUM', 'ETHEREUM', 'SEPOLIA', 'MANTLE_SEPOLIA', 'ARBITRUM_SEPOLIA', 'LOCAL'].map((chain) => `NEXT_PUBLIC_RPC_${chain}`)

const settingsRow = (name: keyof typeof SETTINGS_INTEGERS, what: string, derived?: string): ServerVariable => {
  const { fallback, min, max } = SETTINGS_INTEGERS[name]
  return { name, readAt: 'start', default: derived ?? String(fallback), readBy: 'production server', what, schema: wholeNumber(min, max) }
}

/** A limit's row: read at start, listed in the docs' Limits table. */
const limit = (name: string, fallback: string, readBy: string, what: string, schema: z.ZodType<string> = text): ServerVariable => ({ name, readAt: 'start', section: 'limits', default: fallback, readBy, what, schema })

const LIMITS: readonly ServerVariable[] = [
  limit('AUTH_NONCE_LIMIT_IP', '500', 'auth-server', 'nonces per client per window. Sized for a crowd behind one address (a carrier NAT, an event\'s Wi-Fi: 200 wallets signing in within a minute, with retries); at it, one client holds at most 2,500 outstanding nonces, a fortieth of `AUTH_MAX_NONCES_TOTAL`'),
  limit('AUTH_LOGIN_LIMIT_IP', '500', 'auth-server', 'logins per client per window'),
  limit('AUTH_NONCE_LIMIT_ADDRESS', '20', 'auth-server', 'nonces per wallet address per window (ten at once)'),
  limit('AUTH_LOGIN_LIMIT_ADDRESS', '20', 'auth-server', "logins per wallet address per window: a stranger sending garbage signatures for someone's address can spend only this"),
  { ...limit('AUTH_RATE_LIMIT_IP', 'unset', 'auth-server', "set the nonce and the login budget together (per client, per address); the route's own variable above wins"), names: ['AUTH_RATE_LIMIT_IP', 'AUTH_RATE_LIMIT_ADDRESS'] },
  limit('AUTH_RATE_LIMIT_WINDOW', '60', 'auth-server', 'the sign-in window, in seconds'),
  limit('AUTH_MAX_NONCES_PER_ADDRESS', '5', 'auth-server', 'outstanding nonces per address; a new one evicts the oldest'),
  limit('AUTH_MAX_NONCES_TOTAL', '100000', 'auth-server', 'outstanding nonces in all (bounds Redis memory); when full, new nonces are refused until the oldest expires (5 minutes at most). A flood from many clients can fill it: a CDN or WAF in front answers that'),
  limit('AUTH_IPV6_PREFIX', '64', 'auth-server', 'the prefix length IPv6 clients are grouped by (16-128; 128 counts each address)'),
  limit('STARDUST_GAME_SESSIONS_PER_ACCOUNT', '20', 'rewards-server', 'game sessions an account may open per game window', count),
  limit('STARDUST_GAME_SESSIONS_PER_CLIENT', '600', 'rewards-server', 'game sessions per client per game window, whatever accounts ask: 200 players behind one address, three games each', count),
  limit('STARDUST_GAME_SESSIONS_WINDOW_MS', '600000', 'rewards-server', 'the game window, in milliseconds', wholeMs),
]

/**
 * Every environment variable the site's servers and build read (the production server, the auth server, the ledger,
 * the site), in one list: the schema (serverEnvSchema.ts) is made from it and docs/configuration.md's table is written
 * from it (configurationTable.ts; a test fails when they differ).
 */
export const SERVER_VARIABLES: readonly ServerVariable[] = [
  { name: 'NODE_ENV', readAt: 'start', default: '`development` under `pnpm dev`', readBy: 'site', what: '`production` on every instance: the development defaults (secret, local chain, Development Wallet) are then refused or absent', schema: z.enum(['development', 'production', 'test']) },
  { name: 'NEXT_PUBLIC_API_BASE_URL', readAt: 'build', default: '`/api/v1/`', readBy: 'site (browser)', what: 'where the product API is', schema: text },
  { name: 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', readAt: 'build', default: 'a default id', readBy: 'site (browser)', what: "WalletConnect's project id; the placeholder value is replaced by the default, and set but blank stops the start (RainbowKit's \"No projectId found\")", schema: text, blankKept: true },
  { name: 'NEXT_PUBLIC_RPC_<CHAIN>', names: RPC_NAMES, readAt: 'build', default: "the chain's public list", readBy: 'site, chains, auth-server', what: "comma-separated http(s)/ws(s) RPC URLs replacing a chain's list (`MANTLE`, `ARBITRUM`, `ETHEREUM`, `SEPOLIA`, `MANTLE_SEPOLIA`, `ARBITRUM_SEPOLIA`, `LOCAL`), each checked for its chain id at start; the browser's copy is fixed at build time, the server reads them at start", schema: rpcList },
  { name: 'NEXT_PUBLIC_TESTNETS', readAt: 'build', default: 'off', readBy: 'site', what: 'build for the testnets instead of the mainnets', schema: text },
  { name: 'NEXT_PUBLIC_SITE_URL', readAt: 'build', default: '–', readBy: 'site', what: "the site's public URL (metadata)", schema: text },
  { name: 'NEXT_PUBLIC_GA_ID', readAt: 'build', default: 'none', readBy: 'site', what: 'analytics id; none: page views go nowhere', schema: text },
  { name: 'NEXT_PUBLIC_CLAIM_PROOFS_URL', readAt: 'build', default: 'unset: no fallback', readBy: 'site (browser)', what: 'base URL of the published claim proofs (`stardust-prepare-airdrop --shards`), e.g. `https://proofs.example.org/stardust/`; the claim pages read `<base><chainId>/manifest.json` and one shard when the claims API does not answer within 2 s or answers 5xx, and use a proof only once it folds to the claim contract\'s `merkleRoot()`. A plain-http origin is added to the CSP `connect-src`', schema: publicUrl },
  { name: 'AUTH_SECRET', readAt: 'start', default: 'a development secret', readBy: 'auth-server, next-auth', what: 'HS256 key, at least 32 bytes; production refuses to start without it', schema: text },
  { name: 'AUTH_TOKEN_TTL', readAt: 'start', default: '24 h', readBy: 'auth-server', what: 'lifetime of a session token (seconds, or with s, m, h or d)', schema: text },
  { name: 'AUTH_DPOP_REQUIRED', readAt: 'start', default: 'off', readBy: 'auth-server', what: '`1`: every token must be DPoP-bound: a login without a proof is refused and bearer tokens are no longer accepted (the site always binds; off keeps the bearer mode for other dapps)', schema: text },
  { name: 'AUTH_ORIGIN', names: ['AUTH_ORIGIN', 'NEXTAUTH_URL'], readAt: 'start', default: '`http://localhost:3000`', readBy: 'auth-server, next-auth', what: 'the origin written into the sign-in message and required of requests (`AUTH_ORIGIN`, else `NEXTAUTH_URL`); both set naming two origins stops the start (next-auth answers for `NEXTAUTH_URL`)', schema: text },
  { name: 'AUTH_STATEMENT', readAt: 'start', default: "the product's statement", readBy: 'auth-server', what: 'the statement line of the sign-in message', schema: text },
  { name: 'AUTH_CHAIN_IDS', readAt: 'start', default: 'the supported chains', readBy: 'auth-server', what: 'chain ids a nonce may be asked for', schema: text },
  { name: 'AUTH_RPC_<chainId>', match: /^AUTH_RPC_\d+$/, readAt: 'start', default: 'none', readBy: 'auth-server', what: 'RPC URLs for a chain outside the six (smart-account signatures); the chain is then allowed', schema: text },
  { name: 'AUTH_CORS_ORIGINS', names: ['AUTH_CORS_ORIGINS', 'AUTH_CORS_CREDENTIALS'], readAt: 'start', default: 'none', readBy: 'auth-server', what: 'cross-origin callers allowed (`AUTH_CORS_ORIGINS`) and whether with credentials (`AUTH_CORS_CREDENTIALS`)', schema: text },
  { name: 'AUTH_TRUSTED_PROXIES', readAt: 'start', default: '0', readBy: 'auth-server, site', what: 'proxies in front that append to `X-Forwarded-For` (0-10); the per-client limits count the N-th entry from the right, or the socket\'s address with 0', schema: text },
  { name: 'AUTH_TRUST_PROXY', readAt: 'start', default: 'unset', readBy: 'auth-server', what: 'no longer read: any value but 0 stops the start, naming `AUTH_TRUSTED_PROXIES` (it took the first entry, which the client writes)', schema: text },
  { name: 'REDIS_URL', readAt: 'start', default: 'none (memory store; production requires it unless `STARDUST_SINGLE_INSTANCE=1`)', readBy: 'auth-server', what: 'the shared store for nonces, rate limits and revocations (`redis://` or `rediss://`)', schema: redisUrl },
  { name: 'REDIS_CLUSTER_NODES', readAt: 'start', default: 'none', readBy: 'auth-server', what: 'instead of `REDIS_URL`, a Redis Cluster: comma-separated `host:port` seed nodes', schema: text },
  { name: 'REDIS_SENTINELS', names: ['REDIS_SENTINELS', 'REDIS_SENTINEL_NAME'], readAt: 'start', default: 'none, `mymaster`', readBy: 'auth-server', what: 'instead of `REDIS_URL`, a primary found through Sentinel: comma-separated sentinel `host:port` entries and the primary\'s name', schema: text },
  { name: 'REDIS_PASSWORD', readAt: 'start', default: 'none', readBy: 'auth-server', what: "the password of the Cluster's or Sentinel's Redis servers (every node the cluster names, the primary and replicas Sentinel names); beside `REDIS_URL`, which carries its own, or without Redis, the start stops", schema: text },
  { name: 'REDIS_USERNAME', readAt: 'start', default: 'none: `default`', readBy: 'auth-server', what: "the Redis 6 ACL user the Cluster's or Sentinel's servers are logged in to as, with `REDIS_PASSWORD` (set alone, the start stops); with `REDIS_URL` the URL carries it (`redis://user:password@host:6379`), and setting both stops the start", schema: text },
  { name: 'REDIS_SENTINEL_PASSWORD', readAt: 'start', default: 'none', readBy: 'auth-server', what: "the sentinels' own password (their `requirepass`, or their ACL user's), when they have one; the sentinels' variables without `REDIS_SENTINELS` stop the start", schema: text },
  { name: 'REDIS_SENTINEL_USERNAME', readAt: 'start', default: 'none: `default`', readBy: 'auth-server', what: "the sentinels' own ACL user, with `REDIS_SENTINEL_PASSWORD` (set alone, the start stops)", schema: text },
  { name: 'REDIS_TLS', names: ['REDIS_TLS', 'REDIS_TLS_CA_FILE'], readAt: 'start', default: 'off; none (the system\'s authorities)', readBy: 'auth-server', what: '`1`: TLS to every Redis server and sentinel (with `REDIS_URL`, `rediss://` says the same); the PEM file of the authority that signed their certificates (set alone, it turns TLS on)', schema: text },
  { name: 'REDIS_WAIT_REPLICAS', readAt: 'start', default: '1 with `REDIS_SENTINELS`, else 0', readBy: 'auth-server', what: 'replicas that must hold a revocation or a spent nonce before the answer, on the node that holds the key (a failover cannot bring either back; fewer within 2 s is a 503)', schema: z.string().regex(/^\d+$/, 'must be a whole number') },
  { name: 'DATABASE_URL', readAt: 'start', default: 'none (PGlite; production requires it unless `STARDUST_SINGLE_INSTANCE=1`)', readBy: 'rewards-server', what: 'PostgreSQL (`postgres://` or `postgresql://`) for the ledger and game sessions, migrated per release by `stardust-migrate`', schema: postgresUrl },
  { name: 'STARDUST_DATA_DIR', readAt: 'start', default: "the app's `.data/pglite`", readBy: 'rewards-server', what: 'the PGlite folder when `DATABASE_URL` is unset; set beside it, the start stops', schema: text },
  { name: 'STARDUST_SINGLE_INSTANCE', readAt: 'start', default: 'unset', readBy: 'site', what: '`1`: a production instance may start without `DATABASE_URL` and `REDIS_URL` (PGlite, sign-ins in memory: one instance only); readiness reports `"mode": "single-instance"`. Unset, production refuses to start without them', schema: optionalFlag },
  { name: 'STARDUST_DEPLOYMENTS', readAt: 'start', default: '–', readBy: 'site', what: 'the contracts per chain id, as JSON (`{"5000": {"token": "0x…", "staking": "0x…", …}}`); over the file below. A malformed entry stops the start naming the variable and field', schema: json },
  { name: 'STARDUST_DEPLOYMENTS_FILE', readAt: 'start', default: "development: `apps/web/.data/local-chain/deployments.json` (the local chain's)", readBy: 'site', what: 'the same as a file (`packages/contracts/deployments/deployments.json` after a deploy); airdrop lists are named relative to its folder. A chain with no entry reads "not on this network yet"', schema: text },
  { name: 'STARDUST_FIGURES_FRESH_MS', names: ['STARDUST_FIGURES_FRESH_MS', 'STARDUST_FIGURES_STALE_MS'], readAt: 'start', default: '5000, 60000', readBy: 'site', what: 'how long public on-chain figures are served fresh, then stale while refreshed (whole ms, more than 0)', schema: wholeMs },
  { name: 'METRICS_TOKEN', readAt: 'start', default: 'unset: `/api/metrics` answers 404', readBy: 'site', what: 'bearer token of `GET /api/metrics`, 32+ characters', schema: z.string().min(32, 'must be at least 32 characters (a random token: openssl rand -hex 32)') },
  { name: 'STARDUST_CSP_REPORT_ONLY', readAt: 'start', default: '`0`: enforced', readBy: 'site, production server', what: '`1` sends the Content-Security-Policy as `Content-Security-Policy-Report-Only` (a rollout: browsers report to `/api/csp-report` and block nothing)', schema: z.enum(['0', '1'], 'must be 1 (report violations only) or 0 (enforce)') },
  { name: 'STARDUST_CSP_REPORTS_PER_MINUTE', readAt: 'start', default: String(CSP_REPORTS_PER_MINUTE), readBy: 'site', what: 'violation reports one client may send to `/api/csp-report` per minute, per instance; beyond, 429', schema: z.string().regex(/^[1-9]\d*$/, 'must be a whole number of reports, more than 0') },
  { name: 'LOG_LEVEL', readAt: 'start', default: '`info`', readBy: 'site', what: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`', schema: logLevel },
  { name: 'NEXT_DIST_DIR', readAt: 'build', default: '`.next`', readBy: 'site build, production server', what: 'where the Next build is written and read (the test suites build into their own)', schema: text },
  { name: 'STARDUST_BUILD_COMMIT', readAt: 'build', default: '`git rev-parse HEAD`', readBy: 'site build', what: "the commit built: named in `stardust_build_info` and the build's manifest, and the build id and `deploymentId` (so two builds of one commit serve the same bytes). Set it where the build has no `.git` (the image); with neither, Next picks a random build id", schema: text },
  { name: 'STARDUST_BUILD_DEPLOYMENTS_FILE', readAt: 'build', default: '`packages/contracts/deployments/deployments.json`', readBy: 'site build', what: "the deployments record the build's wallet-request allowlist is made from (never the run-time `STARDUST_DEPLOYMENTS`); a malformed record fails the build, naming the file", schema: text },
  { name: 'STARDUST_DEV_READY_FILE', readAt: 'start', default: 'set by `pnpm dev` for `next dev`', readBy: 'site (development)', what: "the file the run command writes once Stardust Local is seeded and the database prepared; the site's start waits for it (up to 180 s) before it reads the deployments, the chain or the database. Ignored outside development", schema: text },
  { name: 'HOST', readAt: 'start', default: '0.0.0.0', readBy: 'production server', what: 'the address `server/production.mjs` listens on', schema: text },
  settingsRow('PORT', 'the port `server/production.mjs` listens on'),
  settingsRow('STARDUST_MAX_IN_FLIGHT', 'requests served at once per instance (about 4x what one instance sustains; a request then waits at most the queue wait plus the time of 32 requests)'),
  settingsRow('STARDUST_MAX_QUEUE', 'requests that may wait for a slot; beyond, 503 + `Retry-After`'),
  settingsRow('STARDUST_QUEUE_WAIT_MS', 'how long a request may wait for a slot before its 503'),
  settingsRow('STARDUST_STOP_TIMEOUT_MS', 'on SIGTERM, how long requests in flight may take'),
  settingsRow('STARDUST_KEEP_ALIVE_TIMEOUT_MS', "how long an idle kept-alive connection stays open (ms, 1000 or more). Keep it above the idle timeout of the load balancer in front (AWS ALB 60 s, the default here 65 s; Google Cloud's 600 s: set 620000): else the balancer may reuse a connection just as this server closes it, and its client gets a 502. Idle connections never hold a stop: it closes them with the port"),
  settingsRow('STARDUST_HEADERS_TIMEOUT_MS', "how long a request's headers may take to arrive (ms); must be more than `STARDUST_KEEP_ALIVE_TIMEOUT_MS`, or the start stops", 'the keep-alive timeout + 1000'),
  ...LIMITS,
]

/** The concrete names of a row (a family's names, else its own). */
export const namesOf = (variable: ServerVariable): readonly string[] => variable.names ?? (variable.match ? [] : [variable.name])

/** The variable row a name belongs to, if any. */
export function variableNamed(name: string): ServerVariable | undefined {
  return SERVER_VARIABLES.find((variable) => namesOf(variable).includes(name) || variable.match?.test(name))
}
