ALTER TABLE "mail_outbox" ADD COLUMN "recipient_agent_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_key" varchar(200);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" varchar(255);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_type" varchar(100);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_recipient_agent_id_agents_id_fk" FOREIGN KEY ("recipient_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;