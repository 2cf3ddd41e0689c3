CREATE TABLE "payment_priorities" (
	"company_id" bigint NOT NULL,
	"community_agent_id" bigint NOT NULL,
	"code_id" bigint NOT NULL,
	"priority" smallint NOT NULL,
	CONSTRAINT "payment_priorities_community_agent_id_code_id_pk" PRIMARY KEY("community_agent_id","code_id")
);
--> statement-breakpoint
ALTER TABLE "payment_priorities" ADD CONSTRAINT "payment_priorities_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_priorities" ADD CONSTRAINT "payment_priorities_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT app_secure_tenant_tables();
