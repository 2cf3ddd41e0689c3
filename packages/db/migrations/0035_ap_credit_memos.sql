CREATE TABLE "ap_credit_applications" (
	"company_id" bigint NOT NULL,
	"credit_item_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"invoice_item_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ap_credit_memos" (
	"item_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"community_agent_id" bigint NOT NULL,
	"vendor_agent_id" bigint NOT NULL,
	"credit_number" varchar(25) NOT NULL,
	"credit_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"applied_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ap_credit_applications" ADD CONSTRAINT "ap_credit_applications_credit_item_id_ap_credit_memos_item_id_fk" FOREIGN KEY ("credit_item_id") REFERENCES "public"."ap_credit_memos"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_credit_applications" ADD CONSTRAINT "ap_credit_applications_payment_id_ap_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ap_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_credit_applications" ADD CONSTRAINT "ap_credit_applications_invoice_item_id_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_credit_memos" ADD CONSTRAINT "ap_credit_memos_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_credit_memos" ADD CONSTRAINT "ap_credit_memos_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_credit_memos" ADD CONSTRAINT "ap_credit_memos_vendor_agent_id_agents_id_fk" FOREIGN KEY ("vendor_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ap_credit_applications_payment_idx" ON "ap_credit_applications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ap_credit_applications_credit_idx" ON "ap_credit_applications" USING btree ("credit_item_id");--> statement-breakpoint
CREATE INDEX "ap_credit_memos_open_idx" ON "ap_credit_memos" USING btree ("community_agent_id","vendor_agent_id","credit_date") WHERE "ap_credit_memos"."applied_cents" < "ap_credit_memos"."amount_cents";--> statement-breakpoint
SELECT app_secure_tenant_tables();
