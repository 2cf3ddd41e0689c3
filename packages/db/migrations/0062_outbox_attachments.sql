-- An outbox mail carries any number of files (mail_outbox_attachments replaces its one attachment's
-- columns), and a message batch can email files already attached to profiles or to a bank account
-- (message_batches.content; such a batch has no letter template) with each recipient's files in
-- message_batch_recipient_attachments.
CREATE TABLE "mail_outbox_attachments" (
	"company_id" bigint NOT NULL,
	"mail_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" varchar(500) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	CONSTRAINT "mail_outbox_attachments_mail_id_position_pk" PRIMARY KEY("mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "message_batch_recipient_attachments" (
	"company_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"attachment_id" bigint NOT NULL,
	CONSTRAINT "message_batch_recipient_attachments_recipient_id_position_pk" PRIMARY KEY("recipient_id","position")
);
--> statement-breakpoint
ALTER TABLE "message_batches" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_batches" ADD COLUMN "content" varchar(30) DEFAULT 'Letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox_attachments" ADD CONSTRAINT "mail_outbox_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_batch_recipient_attachments" ADD CONSTRAINT "message_batch_recipient_attachments_recipient_id_message_batch_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."message_batch_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_batch_recipient_attachments" ADD CONSTRAINT "message_batch_recipient_attachments_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_batch_recipient_attachments_attachment_idx" ON "message_batch_recipient_attachments" USING btree ("attachment_id");--> statement-breakpoint
-- Each mail's one attachment becomes its first. Row-level security would show the table's owner no
-- row (no company is set here): FORCE is lifted for this backfill and put back by
-- app_secure_tenant_tables() below.
ALTER TABLE "mail_outbox" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "mail_outbox_attachments" ("company_id", "mail_id", "position", "storage_key", "file_name", "content_type")
SELECT "company_id", "id", 1, "attachment_key", coalesce("attachment_name", 'attachment'),
       coalesce("attachment_type", 'application/octet-stream')
  FROM "mail_outbox" WHERE "attachment_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attachment_key";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attachment_name";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attachment_type";--> statement-breakpoint
ALTER TABLE "message_batches" ADD CONSTRAINT "message_batches_template_of_letters" CHECK (("message_batches"."content" = 'Letter') = ("message_batches"."template_id" is not null));--> statement-breakpoint
SELECT app_secure_tenant_tables();
