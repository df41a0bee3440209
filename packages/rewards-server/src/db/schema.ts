import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Where a credit came from. */
export const LEDGER_SOURCES = ['game', 'staking', 'claim'] as const
export type LedgerSource = (typeof LEDGER_SOURCES)[number]

/**
 * The ledger: one row per credit, inserted once and never updated or deleted. `key` makes a credit
 * idempotent (`game:<sessionId>`, `staking:<chainId>:<contract>:<account>:<stakeSeconds>`): a second
 * insert with the same key does nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    source: text('source', { enum: LEDGER_SOURCES }).notNull(),
    key: text('key').notNull(),
    /** The game session a `game` credit is for. */
    sessionId: text('session_id'),
    /** The chain a `staking` or `claim` credit is for. */
    chainId: integer('chain_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_key_unique').on(table.key),
    index('ledger_entries_account_id').on(table.account, table.id),
    index('ledger_entries_account_source_created').on(table.account, table.source, table.createdAt),
    check('ledger_entries_amount_positive', sql`${table.amount} > 0`),
    check('ledger_entries_account_lowercase', sql`${table.account} ~ '^0x[0-9a-f]{40}$'`),
    check('ledger_entries_source_known', sql`${table.source} in ('game', 'staking', 'claim')`),
  ],
)

/**
 * Running total per account, written in the same transaction as each ledger row, so the
 * leaderboard and ranks read an index instead of summing the whole ledger. It is derived data:
 * `balance` always equals the sum of the account's ledger rows (a test checks it).
 */
export const balances = pgTable(
  'balances',
  {
    account: text('account').primaryKey(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (table) => [index('balances_balance_account').on(table.balance.desc(), table.account)],
)

/**
 * The standings at one moment, derived from `balances` (never written by a credit): one row per
 * distinct balance with how many accounts hold it and how many hold strictly more. An account's
 * rank is then one index lookup (the first level above its balance) instead of a count of every
 * account ahead of it. Rebuilt whole by `refreshRankLevels` (periodically, and by the
 * `stardust-ranks` bin); `rank_levels_state` says when.
 */
export const rankLevels = pgTable('rank_levels', {
  balance: bigint('balance', { mode: 'bigint' }).primaryKey(),
  accounts: bigint('accounts', { mode: 'number' }).notNull(),
  above: bigint('above', { mode: 'number' }).notNull(),
})

/** One row (id 1): when `rank_levels` was counted, over how many accounts and levels. */
export const rankLevelsState = pgTable('rank_levels_state', {
  id: integer('id').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
  accounts: bigint('accounts', { mode: 'number' }).notNull(),
  levels: bigint('levels', { mode: 'number' }).notNull(),
})

/** How many stake-seconds of (account, chain) are already credited, and on which staking contract. */
export const stakingWatermarks = pgTable(
  'staking_watermarks',
  {
    account: text('account').notNull(),
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    /** uint256 wei x seconds, as read from `stakeSecondsOf`. */
    stakeSeconds: numeric('stake_seconds', { precision: 78, scale: 0 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.chainId] })],
)

/** A game the server handed out a seed for; finished once, with the replayed score. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    seed: text('seed').notNull(),
    /** The client address that opened it (the per-client limit counts these); null when unknown. */
    client: text('client'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    score: integer('score'),
    ticks: integer('ticks'),
    stardust: bigint('stardust', { mode: 'bigint' }),
  },
  (table) => [index('game_sessions_account_created').on(table.account, table.createdAt), index('game_sessions_client_created').on(table.client, table.createdAt)],
)

export const schema = { ledgerEntries, balances, rankLevels, rankLevelsState, stakingWatermarks, gameSessions }
export type Schema = typeof schema
