ALTER TABLE "direct_debit_enrollments" ADD COLUMN "is_autopay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_enrollments" ADD COLUMN "autopay_cap_cents" bigint;--> statement-breakpoint
ALTER TABLE "direct_debit_enrollments" ADD COLUMN "pay_past_due_next" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_enrollments" ADD COLUMN "is_from_portal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_enrollments" ADD COLUMN "noticed_draft_date" date;--> statement-breakpoint
ALTER TABLE "direct_debit_entries" ADD COLUMN "is_autopay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_enrollments" ADD CONSTRAINT "direct_debit_enrollments_cap_positive" CHECK ("direct_debit_enrollments"."autopay_cap_cents" > 0);--> statement-breakpoint
-- The daily autopay notice finds the companies with autopay owners across companies: a read-only
-- policy that applies only while app.scheduler is on (as for the violation ladder, 0067).
CREATE POLICY scheduler_lookup ON direct_debit_enrollments FOR SELECT USING (app_scheduler());
