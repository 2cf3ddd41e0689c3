-- Per-account balance reads (chart, bank balances, GL history) find an account's deltas by index.
--> statement-breakpoint
CREATE INDEX "gl_balance_deltas_account_date_idx" ON "gl_balance_deltas" USING btree ("account_id","post_date");