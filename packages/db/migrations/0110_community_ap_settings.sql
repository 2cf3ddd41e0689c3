CREATE TABLE "community_ap_settings" (
	"community_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"contract_value_cents" bigint DEFAULT 0 NOT NULL,
	"payments_kpi_email" varchar(255),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_communities" ADD COLUMN "profession" varchar(50);--> statement-breakpoint
ALTER TABLE "community_ap_settings" ADD CONSTRAINT "community_ap_settings_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT app_secure_tenant_tables();
