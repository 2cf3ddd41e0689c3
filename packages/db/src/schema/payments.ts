import { pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, refColumn } from './columns';
import { codes } from './ledger';

/**
 * A community's own payment priority of a charge code (1 is paid first). Codes without a row take
 * the default: assessments 1, every other charge code 2 (California Civil Code 5655).
 */
export const paymentPriorities = pgTable(
  'payment_priorities',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    priority: smallint('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityAgentId, t.codeId] })],
);
