ALTER TABLE "invoice_templates" ADD COLUMN "schedule_anchor" date;--> statement-breakpoint
ALTER TABLE "invoice_templates" ADD COLUMN "next_occurrence" integer;--> statement-breakpoint
ALTER TABLE "invoice_templates" ADD COLUMN "next_run_date" date;--> statement-breakpoint
ALTER TABLE "invoice_templates" ADD COLUMN "last_run_date" date;--> statement-breakpoint
CREATE INDEX "invoice_templates_next_run_idx" ON "invoice_templates" USING btree ("next_run_date");--> statement-breakpoint
-- Recurring templates saved before schedules were kept start from the day they were saved: their
-- next run is the first occurrence after today. FORCE is lifted for the owner's backfill only.
ALTER TABLE "invoice_templates" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "invoice_templates" t
   SET schedule_anchor = s.anchor, next_occurrence = s.n,
       next_run_date = (s.anchor + make_interval(months => s.n * s.step))::date
  FROM (SELECT id, created_at::date AS anchor, step,
               (SELECT min(k) FROM generate_series(1, 1200) k
                 WHERE (created_at::date + make_interval(months => k * step))::date > current_date) AS n
          FROM (SELECT id, created_at,
                       CASE schedule_type WHEN 'monthly' THEN 1 WHEN 'quarterly' THEN 3 ELSE 12 END AS step
                  FROM "invoice_templates" WHERE schedule_type <> 'once') r) s
 WHERE t.id = s.id;
--> statement-breakpoint
ALTER TABLE "invoice_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The daily template run finds the companies with templates due in one query, before it knows a
-- company: a read-only policy that applies only while app.scheduler is on (as app.auth_lookup).
CREATE OR REPLACE FUNCTION app_scheduler() RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('app.scheduler', true), '') = 'on' $$;
--> statement-breakpoint
CREATE POLICY scheduler_lookup ON invoice_templates FOR SELECT USING (app_scheduler());
