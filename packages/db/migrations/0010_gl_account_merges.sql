CREATE TABLE "merged_gl_lines" (
	"source_line_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"merge_item_id" bigint NOT NULL,
	"target_account_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merged_gl_lines" ADD CONSTRAINT "merged_gl_lines_source_line_id_gl_lines_id_fk" FOREIGN KEY ("source_line_id") REFERENCES "public"."gl_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_gl_lines" ADD CONSTRAINT "merged_gl_lines_merge_item_id_items_id_fk" FOREIGN KEY ("merge_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_gl_lines" ADD CONSTRAINT "merged_gl_lines_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merged_gl_lines_item_idx" ON "merged_gl_lines" USING btree ("merge_item_id");--> statement-breakpoint
SELECT app_secure_tenant_tables();
