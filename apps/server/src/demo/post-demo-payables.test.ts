import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, seedDemo, sql } from '@hoa/db';
import { UserCanApproveValue } from '@hoa/domain';
import { callApi, signIn } from '../../test/api';
import { openEmbeddedTestDatabase } from '../../test/databases';
import { buildApp } from '../app';
import { DemoBoardCommunity, postDemoPayables } from './post-demo-payables';

describe('demo payables', () => {
  it('leaves Harbor View with invoices in every stage, approval groups and a paid check run', async () => {
    const database = await openEmbeddedTestDatabase();
    const app = await buildApp({ database });
    try {
      const { companyId } = await seedDemo(database);
      const started = Date.now();
      await postDemoPayables(app, database, companyId, new Date(Date.UTC(2026, 10, 21)));
      const took = Date.now() - started;
      console.log(`postDemoPayables took ${took} ms`); // about 1.3-2 s, well under the 5 s budget
      const rows = await database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ state: string; n: number }>(
          tx,
          sql`select v.inbox_state || ':' || coalesce(v.approval_status, 0) || ':' ||
                     (v.paid_cents = v.total_cents) as state, count(*)::int as n
                from ap_invoices v join contacts c on c.agent_id = v.community_agent_id
               where c.display_name like 'Harbor View%'
               group by 1 order by 1`,
        ),
      );
      expect(rows).toEqual([
        { state: '1:0:false', n: 1 }, // exception inbox (uploaded PDF)
        { state: '2:0:false', n: 1 }, // AP inbox (accepted upload)
        { state: '3:1:false', n: 1 }, // internal approval
        { state: '3:2:false', n: 1 }, // board approval
        { state: '5:0:false', n: 2 }, // approved, payable
        { state: '5:0:true', n: 2 }, // paid by check
      ]);
      const [other] = await database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ invoices: number; groups: number; checks: number; unbalanced: number }>(
          tx,
          sql`select (select count(*)::int from ap_invoices v join contacts c
                        on c.agent_id = v.community_agent_id
                       where c.display_name not like 'Harbor View%') as invoices,
                     (select count(*)::int from ap_approval_groups) as groups,
                     (select count(*)::int from ap_payments) as checks,
                     (select count(*)::int from (select item_id from gl_lines group by item_id
                       having sum(debit_cents) <> sum(credit_cents)) u) as unbalanced`,
        ),
      );
      // Willow Creek: its board group from $5,000 and the boiler replacement waiting for it.
      expect(other).toEqual({ invoices: 1, groups: 3, checks: 2, unbalanced: 0 });
      const boardToken = await signIn(app, 'board', 'demo');
      const willowCreek = await database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`select agent_id as id from contacts where display_name = ${DemoBoardCommunity}`,
        ),
      );
      const waiting = await callApi(
        app,
        contract.apInbox.GetInboxInvoices,
        { query: { communityAgentId: willowCreek[0]?.id ?? 0, filterName: 'BoardApproval' } },
        boardToken,
      );
      expect(waiting.body.Invoices).toHaveLength(1);
      expect(waiting.body.Invoices[0]).toMatchObject({
        InvoiceNumber: 'RPH-4471',
        TotalAmount: 645_000,
        UserCanApprove: UserCanApproveValue.Enabled,
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
