ALTER TABLE "game_sessions" ADD COLUMN "client" text;--> statement-breakpoint
CREATE INDEX "game_sessions_client_created" ON "game_sessions" USING btree ("client","created_at");