-- Segregation of duties (issue 15 item 3).
-- 1. The company rule that the user who entered an AP invoice may not pay it, on by default.
ALTER TABLE "companies" ADD COLUMN "ap_enterer_cannot_pay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- 2. An invoice in approval keeps the approval groups it entered under: their snapshot. Invoices
-- waiting today take the groups their community has now (the rules they were routed by).
ALTER TABLE "ap_invoices" ADD COLUMN "approval_groups" jsonb;--> statement-breakpoint
UPDATE "ap_invoices" v SET "approval_groups" = coalesce((
    select jsonb_agg(jsonb_build_object(
             'approvalStatus', g.approval_status, 'groupNumber', g.group_number,
             'requiredApprovals', g.required_approvals, 'levelCents', g.level_cents,
             'memberUserIds', coalesce((select jsonb_agg(m.user_id order by m.user_id)
                                          from ap_approval_group_members m
                                         where m.group_id = g.id), '[]'::jsonb))
           order by g.approval_status, g.group_number)
      from ap_approval_groups g where g.community_agent_id = v.community_agent_id), '[]'::jsonb)
 WHERE v."inbox_state" = 3;--> statement-breakpoint
-- 3. Changing approval settings needs its own claim. Roles that maintain users could grant it to
-- themselves anyway, so they receive it (the administrator keeps it); no other role does.
INSERT INTO "role_claims" ("company_id", "role_id", "claim", "can_create", "can_read", "can_update", "can_delete")
SELECT rc."company_id", rc."role_id", 'apapprovalsettings', true, true, true, true
  FROM "role_claims" rc
 WHERE rc."claim" = 'maintainuser' AND rc."can_update"
ON CONFLICT DO NOTHING;
