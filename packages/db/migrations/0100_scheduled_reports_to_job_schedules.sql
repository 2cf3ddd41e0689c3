-- Scheduled reports become job schedules (spec 3 §3 'Job schedule'; issues 24 and 25): a report's
-- schedule is job 1 (Reports, parameters {Name, Parameters}), a package's job 21 (Report
-- packages, parameters {Parameters: {ReportPackageId}}), outside any workflow, enabled, run as the
-- user who scheduled it, its next run kept. FORCE is lifted for the owner's move only.
ALTER TABLE "job_schedules" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "scheduled_reports" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "job_schedules" (
  company_id, community_agent_id, workflow_id, job_id, name, sequence, frequency, mask, start_at,
  end_at, day_of_month, exclude_weekends, recipient, format, parameters, enabled, is_quarantined,
  consecutive_failures, user_id, next_run_at, last_run_at, created_at)
SELECT r.company_id, r.community_agent_id, NULL,
       CASE WHEN r.report_package_id IS NULL THEN 1 ELSE 21 END,
       r.job_schedule_name, 1, r.frequency, r.mask, r.start_at, r.end_at, NULL, false, r.recipient,
       r.format,
       CASE WHEN r.report_package_id IS NULL
            THEN jsonb_build_object('Name', r.report_name, 'Parameters', r.parameters)
            ELSE jsonb_build_object('Parameters', jsonb_build_object('ReportPackageId', r.report_package_id))
       END,
       true, false, 0, r.user_id, r.next_run_at, r.last_run_at, r.created_at
  FROM "scheduled_reports" r
 ORDER BY r.id;
--> statement-breakpoint
ALTER TABLE "job_schedules" FORCE ROW LEVEL SECURITY;
