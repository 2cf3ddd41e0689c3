ALTER TABLE "message_batch_recipients" ADD COLUMN "source_item_id" bigint;--> statement-breakpoint
ALTER TABLE "message_batch_recipients" ADD COLUMN "source_merge_values" jsonb;--> statement-breakpoint
ALTER TABLE "violation_actions" ADD COLUMN "ladder_run_on" date;--> statement-breakpoint
ALTER TABLE "violation_records" ADD COLUMN "ladder_held_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "violation_records" ADD COLUMN "ladder_held_on" date;--> statement-breakpoint
ALTER TABLE "message_batch_recipients" ADD CONSTRAINT "message_batch_recipients_source_item_id_items_id_fk" FOREIGN KEY ("source_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "violation_actions_level_once" ON "violation_actions" USING btree ("item_id","level_id");--> statement-breakpoint
CREATE INDEX "violation_records_due_idx" ON "violation_records" USING btree ("company_id","next_action_on") WHERE "violation_records"."state" = 'Open' and "violation_records"."next_action_on" is not null;--> statement-breakpoint
-- The daily violation ladder finds the companies with due violations across companies: a
-- read-only policy that applies only while app.scheduler is on (as for funds transfers, 0043).
CREATE POLICY scheduler_lookup ON violation_records FOR SELECT USING (app_scheduler());
