ALTER TABLE "mail_outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("company_id") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
-- Background jobs find the companies with work waiting (unsent mail, open digital transfers,
-- accounts waiting on a document review) in one query, before they know a company: read-only
-- policies that apply only while app.scheduler is on, as sign-in does with app.auth_lookup.
CREATE OR REPLACE FUNCTION app_scheduler() RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('app.scheduler', true), '') = 'on' $$;
--> statement-breakpoint
CREATE POLICY scheduler_lookup ON mail_outbox FOR SELECT USING (app_scheduler());
--> statement-breakpoint
CREATE POLICY scheduler_lookup ON digital_payment_transfers FOR SELECT USING (app_scheduler());
--> statement-breakpoint
CREATE POLICY scheduler_lookup ON digital_payment_accounts FOR SELECT USING (app_scheduler());
