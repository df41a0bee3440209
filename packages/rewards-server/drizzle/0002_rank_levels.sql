CREATE TABLE "rank_levels" (
	"balance" bigint PRIMARY KEY NOT NULL,
	"accounts" bigint NOT NULL,
	"above" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_levels_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"accounts" bigint NOT NULL,
	"levels" bigint NOT NULL
);
