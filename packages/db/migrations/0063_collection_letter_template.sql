ALTER TABLE "collection_settings" ADD COLUMN "letter_template_id" bigint;--> statement-breakpoint
ALTER TABLE "message_batches" ADD COLUMN "source_item_id" bigint;--> statement-breakpoint
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_letter_template_id_templates_id_fk" FOREIGN KEY ("letter_template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_batches" ADD CONSTRAINT "message_batches_source_item_id_items_id_fk" FOREIGN KEY ("source_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every company has the system collection letter (SystemTemplates of
-- packages/domain/src/communications/templates.ts; new companies get it in createCompany). A
-- company template already named so gives the name up first: system names are unique. FORCE is
-- lifted for the owner's backfill only (the audit log takes the rows' audit entries).
ALTER TABLE "companies" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "templates" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "templates" SET "name" = left("name", 88) || ' (company)', "updated_at" = now()
 WHERE NOT "is_system" AND NOT "is_deleted" AND lower("name") = 'default collection letter';
--> statement-breakpoint
INSERT INTO "templates" ("company_id", "template_type_id", "name", "is_system", "requires_owner")
SELECT c."id", 1, 'Default Collection Letter', true, true FROM "companies" c;
--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
