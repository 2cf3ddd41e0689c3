import { describe, expect, it } from 'vitest';
import { queryRows, seedDemo, sql } from '@hoa/db';
import { openEmbeddedTestDatabase } from '../../test/databases';
import { buildApp } from '../app';
import { postDemoCharges } from './post-demo-charges';

describe('demo charges', () => {
  it('posts the assessments of the two months before this one for every demo owner', async () => {
    const database = await openEmbeddedTestDatabase();
    const app = await buildApp({ database });
    try {
      const { companyId } = await seedDemo(database);
      await postDemoCharges(app, database, companyId, new Date(Date.UTC(2026, 10, 21)));
      const rows = await database.withTenant({ companyId, userId: null }, (tx) =>
        queryRows<{ dates: string; owners: number; wrong: number; ledger: number; sub: number }>(
          tx,
          sql`select (select string_agg(distinct post_date::text, ',' order by post_date::text)
                        from ar_lines) as dates,
                     (select count(distinct owner_agent_id)::int from ar_lines) as owners,
                     (select count(*)::int from owner_code_balances b join codes k on k.id = b.code_id
                       where b.balance_cents <> 2 * k.amount_cents) as wrong,
                     (select sum(debit_cents - credit_cents)::bigint from gl_lines g
                        join accounts a on a.id = g.account_id where a.account_number = '1200') as ledger,
                     (select sum(amount_cents)::bigint from ar_lines) as sub`,
        ),
      );
      const [row] = rows;
      expect(row?.dates).toBe('2026-09-01,2026-10-01');
      expect(row?.owners).toBe(130);
      expect(row?.wrong).toBe(0);
      expect(Number(row?.ledger)).toBe(Number(row?.sub));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
