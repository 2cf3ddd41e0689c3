-- scheduled_reports is a tenant table (company policy and grants as the others); the scheduled
-- report runner finds the due schedules across companies in one read, before it knows a company:
-- a read-only policy that applies only while app.scheduler is on (as 0085 does for card payments).
SELECT app_secure_tenant_tables();
--> statement-breakpoint
CREATE POLICY scheduler_lookup ON scheduled_reports FOR SELECT USING (app_scheduler());
