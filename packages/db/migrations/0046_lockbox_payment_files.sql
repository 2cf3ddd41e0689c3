-- Each lockbox payment names the file it was read from, so discarding a batch can free the files
-- appended into it as well as its own. Existing payments are given their batch's file: the only
-- file recorded before (payments appended earlier cannot be told apart from the batch's own).
ALTER TABLE "lockbox_payments" ADD COLUMN "lockbox_file_id" bigint;--> statement-breakpoint
UPDATE "lockbox_payments" x SET "lockbox_file_id" = b."lockbox_file_id"
  FROM "lockbox_batches" b WHERE b."id" = x."batch_id";--> statement-breakpoint
ALTER TABLE "lockbox_payments" ALTER COLUMN "lockbox_file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lockbox_payments" ADD CONSTRAINT "lockbox_payments_lockbox_file_id_lockbox_files_id_fk" FOREIGN KEY ("lockbox_file_id") REFERENCES "public"."lockbox_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lockbox_payments_file_idx" ON "lockbox_payments" USING btree ("lockbox_file_id");
