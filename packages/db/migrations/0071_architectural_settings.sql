CREATE TABLE "architectural_settings" (
	"community_agent_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"response_deadline_days" smallint NOT NULL,
	"required_internal_approvals" smallint NOT NULL,
	"required_committee_approvals" smallint NOT NULL,
	"is_committee_approval_required" boolean NOT NULL,
	"approval_template_id" bigint,
	"disapproval_template_id" bigint,
	"updated_by_user_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "architectural_settings_limits_check" CHECK ("architectural_settings"."response_deadline_days" between 1 and 365 and "architectural_settings"."required_internal_approvals" between 0 and 20 and "architectural_settings"."required_committee_approvals" >= 0)
);
--> statement-breakpoint
ALTER TABLE "architectural_settings" ADD CONSTRAINT "architectural_settings_community_agent_id_agents_id_fk" FOREIGN KEY ("community_agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "architectural_settings" ADD CONSTRAINT "architectural_settings_approval_template_id_templates_id_fk" FOREIGN KEY ("approval_template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "architectural_settings" ADD CONSTRAINT "architectural_settings_disapproval_template_id_templates_id_fk" FOREIGN KEY ("disapproval_template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "architectural_settings" ADD CONSTRAINT "architectural_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The architectural settings are a tenant table: row-level security by company, grants to hoa_app, audit.
SELECT app_secure_tenant_tables();
