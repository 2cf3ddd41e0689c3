ALTER TABLE "ar_lines" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "ar_lines" ADD COLUMN "cost_center_id" bigint;