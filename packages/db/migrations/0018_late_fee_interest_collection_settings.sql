CREATE TABLE "collection_settings" (
	"community_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"code_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"code_category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"include_history_code_category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"hold_code_category_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_statuses" (
	"property_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"community_agent_id" bigint NOT NULL,
	"code_id" bigint,
	"is_on_hold" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_settings" (
	"community_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"days" smallint DEFAULT 1 NOT NULL,
	"exclusion_days" smallint DEFAULT 0 NOT NULL,
	"rate" numeric(9, 6) DEFAULT '1' NOT NULL,
	"method_id" smallint,
	"all_candidates" boolean DEFAULT true NOT NULL,
	"code_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"property_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "late_fee_settings" (
	"community_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"code_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"exclusion_days" smallint DEFAULT 0 NOT NULL,
	"current_month_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_statuses" ADD CONSTRAINT "collection_statuses_property_agent_id_agents_id_fk" FOREIGN KEY ("property_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_statuses" ADD CONSTRAINT "collection_statuses_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_statuses" ADD CONSTRAINT "collection_statuses_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_settings" ADD CONSTRAINT "interest_settings_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_settings" ADD CONSTRAINT "late_fee_settings_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_statuses_community_idx" ON "collection_statuses" USING btree ("community_agent_id");--> statement-breakpoint
SELECT app_secure_tenant_tables();
