ALTER TABLE "job_schedules" ALTER COLUMN "workflow_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "time_zone_id" smallint DEFAULT 8 NOT NULL;