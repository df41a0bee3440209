CREATE TABLE "balances" (
	"account" text PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"ticks" integer,
	"stardust" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"session_id" text,
	"chain_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_account_lowercase" CHECK ("ledger_entries"."account" ~ '^0x[0-9a-f]{40}$'),
	CONSTRAINT "ledger_entries_source_known" CHECK ("ledger_entries"."source" in ('game', 'staking', 'claim'))
);
--> statement-breakpoint
CREATE TABLE "staking_watermarks" (
	"account" text NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"stake_seconds" numeric(78, 0) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staking_watermarks_account_chain_id_pk" PRIMARY KEY("account","chain_id")
);
--> statement-breakpoint
CREATE INDEX "balances_balance_account" ON "balances" USING btree ("balance" DESC NULLS LAST,"account");--> statement-breakpoint
CREATE INDEX "game_sessions_account_created" ON "game_sessions" USING btree ("account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_unique" ON "ledger_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id" ON "ledger_entries" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_source_created" ON "ledger_entries" USING btree ("account","source","created_at");