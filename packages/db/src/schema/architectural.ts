import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, refColumn } from './columns';
import { templates } from './communications';
import { users } from './tenancy';

/**
 * The architectural settings of a community (issue 21 part 3; spec 3 'Architectural settings'):
 * one row per community, absent until first saved (the domain's DefaultArchitecturalSettings
 * answer then). The response deadline in days, the internal and committee approvals a request
 * needs, whether the committee must approve, and the ARC_Letter templates an approval and a
 * disapproval send by default. ARC action processes are action_processes of type 13.
 */
export const architecturalSettings = pgTable(
  'architectural_settings',
  {
    communityAgentId: refColumn('community_agent_id')
      .primaryKey()
      .references(() => agents.id),
    companyId: companyIdColumn(),
    responseDeadlineDays: smallint('response_deadline_days').notNull(),
    requiredInternalApprovals: smallint('required_internal_approvals').notNull(),
    requiredCommitteeApprovals: smallint('required_committee_approvals').notNull(),
    isCommitteeApprovalRequired: boolean('is_committee_approval_required').notNull(),
    approvalTemplateId: refColumn('approval_template_id').references(() => templates.id),
    disapprovalTemplateId: refColumn('disapproval_template_id').references(() => templates.id),
    updatedByUserId: refColumn('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'architectural_settings_limits_check',
      sql`${t.responseDeadlineDays} between 1 and 365 and ${t.requiredInternalApprovals} between 0 and 20 and ${t.requiredCommitteeApprovals} >= 0`,
    ),
  ],
);
