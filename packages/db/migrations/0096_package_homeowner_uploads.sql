CREATE TABLE "report_package_uploads" (
	"attachment_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_package_items" ADD COLUMN "include_in_homeowner_edition" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "board_packets" ADD COLUMN "homeowner_left_out" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_package_uploads" ADD CONSTRAINT "report_package_uploads_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_package_uploads_uploaded_idx" ON "report_package_uploads" USING btree ("uploaded_at");--> statement-breakpoint
-- The files packages hold today were uploaded for them: marked, so that one dropped from its
-- package is cleaned up like a new upload never saved.
INSERT INTO "report_package_uploads" ("attachment_id", "company_id", "uploaded_at")
SELECT a.id, a.company_id, a.uploaded_at FROM attachments a
 WHERE a.id IN (SELECT attachment_id FROM report_package_items WHERE attachment_id IS NOT NULL
                UNION SELECT cover_attachment_id FROM report_packages WHERE cover_attachment_id IS NOT NULL);
--> statement-breakpoint
SELECT app_secure_tenant_tables();
--> statement-breakpoint
-- The cleanup job finds the companies with old uploads in one read, before it knows a company (as
-- 0088 does for scheduled reports).
CREATE POLICY scheduler_lookup ON report_package_uploads FOR SELECT USING (app_scheduler());
