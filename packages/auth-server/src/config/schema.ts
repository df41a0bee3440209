import { SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import type { Client } from 'viem'
import { z } from 'zod'
import {
  DEFAULT_RATE_LIMITS,
  DPOP_IAT_WINDOW_SECONDS,
  DEFAULT_STATEMENT,
  DEFAULT_TOKEN_TTL_SECONDS,
  MAX_NONCES_PER_ADDRESS,
  MAX_NONCES_TOTAL,
  MIN_SECRET_BYTES,
} from '../constants.js'
import { DEFAULT_IPV6_PREFIX } from '../http/clientIp.js'
import { STATEMENT } from '../siwe/parseSiweMessageStrict.js'
import { isAuthority, isUri } from '../siwe/rfc3986.js'
import type { AuthStore } from '../stores/types.js'

// rate-limiter-flexible keeps windows in whole seconds on Redis.
const limit = z.object({
  limit: z.number().int().positive(),
  windowMs: z.number().int().min(1000).refine((ms) => ms % 1000 === 0, 'windowMs must be whole seconds'),
})
const limitPair = (defaults: { perIp: z.infer<typeof limit>; perAddress: z.infer<typeof limit> }) =>
  z.object({ perIp: limit.default(defaults.perIp), perAddress: limit.default(defaults.perAddress) }).default(defaults)

/** An origin exactly as browsers send it in `Origin` (scheme://host[:port], no path), or `*`. */
export function isCorsOrigin(value: string): boolean {
  if (value === '*') return true
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}

const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[^\s:/]+):\d{1,5}$/

const isStore = (value: unknown): value is AuthStore =>
  typeof value === 'object' && value !== null && typeof (value as AuthStore).consumeNonce === 'function'

export const authServerConfigSchema = z.object({
  /** EIP-4361 domain (RFC 3986 authority), e.g. `app.example.com` or `localhost:3000`. */
  domain: z.string().refine((value) => isAuthority(value, true), 'domain must be an RFC 3986 authority such as app.example.com'),
  /** EIP-4361 URI, the origin users sign in to, e.g. `https://app.example.com`. */
  uri: z.string().refine(isUri, 'uri must be an absolute RFC 3986 URI such as https://app.example.com'),
  /** Statement line of the message: printable ASCII without line breaks (EIP-4361 grammar). */
  statement: z.string().regex(STATEMENT, 'statement must be one line of EIP-4361 statement characters').default(DEFAULT_STATEMENT),
  /** Allowed chain ids; the first one is used when a request names none or another. */
  chainIds: z.array(z.number().int().positive()).min(1).default([...SUPPORTED_CHAIN_IDS]),
  /** HS256 key, at least 32 bytes. */
  secret: z.string().refine((value) => new TextEncoder().encode(value).length >= MIN_SECRET_BYTES, `secret must be at least ${MIN_SECRET_BYTES} bytes`),
  tokenTtlSeconds: z.number().int().positive().default(DEFAULT_TOKEN_TTL_SECONDS),
  /** JWT `iss`; defaults to the origin of `uri`. */
  issuer: z.string().min(1).optional(),
  /** JWT `aud`; defaults to the origin of `uri`. */
  audience: z.string().min(1).optional(),
  /** Redis URL for a redisStore when `store` is not given; otherwise memoryStore(). */
  redisUrl: z.string().regex(/^rediss?:\/\//, 'redisUrl must start with redis:// or rediss://').optional(),
  /** A Redis Cluster's seed nodes (`host:port`), instead of `redisUrl`. */
  redisCluster: z.array(z.string().regex(HOST_PORT, 'redisCluster entries must be host:port')).min(1).optional(),
  /** Sentinels (`host:port`) and the name of the primary they watch, instead of `redisUrl`. */
  redisSentinel: z
    .object({ sentinels: z.array(z.string().regex(HOST_PORT, 'redisSentinel.sentinels entries must be host:port')).min(1), name: z.string().min(1) })
    .optional(),
  /** The ACL user of a Cluster's or Sentinel's Redis servers (Redis 6+; a URL carries its own), with `redisPassword`. */
  redisUsername: z.string().min(1).optional(),
  /** The password of a Cluster's or Sentinel's Redis servers (a URL carries its own). */
  redisPassword: z.string().optional(),
  /** The sentinels' own ACL user, with `redisSentinelPassword`. */
  redisSentinelUsername: z.string().min(1).optional(),
  /** The sentinels' own password (their `requirepass`), when they have one. */
  redisSentinelPassword: z.string().optional(),
  /**
   * TLS to every Redis server and sentinel (a `rediss://` URL says so itself), checked against `ca` (PEM) when
   * given, else the system's certificate authorities.
   */
  redisTls: z.object({ ca: z.string().min(1).optional() }).optional(),
  /**
   * Replicas that must hold a revocation or a spent nonce before the answer (Redis WAIT, on the node that
   * holds the key), so a failover cannot bring either back. Default 1 with Sentinel, else 0.
   */
  redisWaitReplicas: z.number().int().min(0).max(10).optional(),
  /** Storage for nonces, revocations and rate limits; takes precedence over `redisUrl`. */
  store: z.custom<AuthStore>(isStore, 'store must implement AuthStore').optional(),
  nonceLimits: z
    .object({ perAddress: z.number().int().positive().default(MAX_NONCES_PER_ADDRESS), total: z.number().int().positive().default(MAX_NONCES_TOTAL) })
    .default({ perAddress: MAX_NONCES_PER_ADDRESS, total: MAX_NONCES_TOTAL }),
  /** Budgets per client and per address: at most `limit` requests in any `windowMs`. */
  rateLimits: z
    .object({ nonce: limitPair(DEFAULT_RATE_LIMITS.nonce), login: limitPair(DEFAULT_RATE_LIMITS.login) })
    .default({ nonce: DEFAULT_RATE_LIMITS.nonce, login: DEFAULT_RATE_LIMITS.login }),
  /** IPv6 clients are one client per network of this prefix length (128: per address). */
  ipv6Prefix: z.number().int().min(16).max(128).default(DEFAULT_IPV6_PREFIX),
  rpc: z
    .object({
      /** RPC URLs per chain id; required for chains @stardust/chains does not know (e.g. a local node). */
      urls: z.record(z.string().regex(/^\d+$/), z.array(z.url()).min(1)).optional(),
      /** Deadline per RPC request for chains configured through `urls` here. */
      timeoutMs: z.number().int().positive().optional(),
      /** Environment for NEXT_PUBLIC_RPC_* overrides (passed to @stardust/chains). */
      // z.custom, not z.record: process.env is an exotic object that record parsing rejects.
      env: z.custom<Record<string, string | undefined>>((value) => typeof value === 'object' && value !== null).optional(),
    })
    .default({}),
  /** Ready-made public clients per chain id; they take precedence over `rpc`. */
  clients: z.record(z.string().regex(/^\d+$/), z.custom<Client>((value) => typeof value === 'object' && value !== null)).optional(),
  /**
   * CORS for dapps on another origin than this server: `origins` lists page origins
   * (`http://localhost:5173`) or `*`; preflights are answered for them. `credentials` adds
   * Access-Control-Allow-Credentials for listed origins (never with `*`). Off by default: the
   * Next.js mount and a proxied server are same-origin.
   */
  cors: z
    .object({
      origins: z.array(z.string().refine(isCorsOrigin, 'cors.origins entries must be origins such as http://localhost:5173, or *')).min(1),
      credentials: z.boolean().default(false),
    })
    .refine((cors) => !(cors.credentials && cors.origins.includes('*')), 'cors.credentials cannot be used with the origin *')
    .optional(),
  /**
   * How many proxies in front of this server append to X-Forwarded-For (0: it faces clients, the
   * socket's address is the client). The rate-limit identity is the N-th entry from the right.
   */
  trustedProxies: z.number().int().min(0).max(10).default(0),
  /** Replaced by trustedProxies: it took the first X-Forwarded-For entry, which the client writes. */
  trustProxy: z.undefined({ error: 'trustProxy was replaced by trustedProxies (the number of proxies in front that append to X-Forwarded-For)' }).optional(),
  /**
   * Sender-constrained tokens (DPoP, RFC 9449). A login with a `DPoP` proof gets a token bound to the
   * proof's key; without one, a bearer token, unless `required` (then the login is refused and bearer
   * tokens are no longer accepted). `origins`: public origins a proof's `htu` may name besides the
   * request's own and `uri`'s (the API's origin when it differs from the page's).
   */
  dpop: z
    .object({
      required: z.boolean().default(false),
      iatWindowSeconds: z.number().int().positive().max(3600).default(DPOP_IAT_WINDOW_SECONDS),
      origins: z.array(z.string().refine((value) => value !== '*' && isCorsOrigin(value), 'dpop.origins entries must be origins such as https://api.example')).default([]),
    })
    .default({ required: false, iatWindowSeconds: DPOP_IAT_WINDOW_SECONDS, origins: [] }),
  /** Refuses the development secret when true; defaults to NODE_ENV === 'production'. */
  production: z.boolean().optional(),
  /** Clock, for tests. */
  now: z.custom<() => Date>((value) => typeof value === 'function').optional(),
})

export type AuthServerConfigInput = z.input<typeof authServerConfigSchema>
export type AuthServerConfig = z.output<typeof authServerConfigSchema>
