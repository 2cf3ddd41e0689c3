-- The statement-level reference checks look every parent up by its primary key, whatever the
-- statistics say (issue 27). A trigger function's query is planned once per session and kept
-- until the tables it reads are analyzed again. Planned while item_agent_details was still empty,
-- the ledger lines' check read that table whole for each id it looked up, behind a Materialize.
-- Each statement then cost more as the table grew: a group of 36 journal entries read about
-- 684,000 rows once 19,000 details were written. On a new database the journal bench posted
-- 859-980 entries/s (645-680 with an idempotency key each), p99 50-59 ms at 200 entries/s (four
-- runs). With sequential scans off in these functions: 1,903-1,987 entries/s, 1,098-1,187 keyed,
-- p99 21-27 ms (two runs).
-- A check never needs a whole table: it looks up the distinct ids of the statement's rows.
ALTER FUNCTION app_check_gl_line_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_ar_line_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_item_agent_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_item_agent_detail_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_lockbox_payment_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_lockbox_payment_item_references() SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION app_check_owner_parents() SET enable_seqscan = off;
