import { boolean, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, refColumn } from './columns';
import { users } from './tenancy';

// Approval settings of a community beyond its groups (spec 2 'approval manage and settings';
// §6 'With the user-tied approvals toggle, only invoices with UserCanApprove = 2 are shown').
export const apApprovalSettings = pgTable('ap_approval_settings', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  userTiedApprovals: boolean('user_tied_approvals').notNull().default(false),
  updatedByUserId: refColumn('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
