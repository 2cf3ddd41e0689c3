ALTER TABLE "bank_reconciliations" ADD COLUMN "finished_difference_cents" bigint;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD COLUMN "difference_reason" varchar(500);