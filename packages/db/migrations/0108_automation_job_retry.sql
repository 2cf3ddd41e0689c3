ALTER TABLE "automation_jobs" ADD COLUMN "consecutive_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_jobs" ADD COLUMN "retry_at" timestamp with time zone;