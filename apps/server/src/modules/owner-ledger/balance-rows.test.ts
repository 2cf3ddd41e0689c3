// Row shapes of the balance reads, checked with zod (docs/decisions.md, "SQL: ids and cents come
// back as integers"): bigint ids and cents come back as safe-integer numbers on both drivers.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryParsed, sql } from '@hoa/db';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { ledgerWorld } from '../../../test/owner-ledger-factories';

const integer = z.number().int().refine(Number.isSafeInteger);

const ownerBalanceRow = z.strictObject({
  owner_agent_id: integer,
  code_id: integer,
  balance_cents: integer,
});

const periodBalanceRow = z.strictObject({
  account_id: integer,
  period_id: integer,
  debit_cents: integer,
  credit_cents: integer,
});

describe.each(testDatabases())('balance rows on $name', (testDb) => {
  const h = useApp(testDb);

  it('reads owner and ledger balances as integer numbers, sums included', async () => {
    const w = await ledgerWorld(h);
    const { owners, periods, totals } = await w.inTx(async (tx) => ({
      owners: await queryParsed(
        tx,
        ownerBalanceRow,
        sql`select owner_agent_id, code_id, balance_cents from owner_code_balances
             where community_agent_id = ${w.communityId} order by owner_agent_id, code_id`,
      ),
      periods: await queryParsed(
        tx,
        periodBalanceRow,
        sql`select account_id, period_id, debit_cents, credit_cents from gl_period_balances
             where community_agent_id = ${w.communityId} order by account_id, period_id`,
      ),
      totals: await queryParsed(
        tx,
        z.strictObject({ owed: integer, debits: integer, credits: integer }),
        sql`select (select sum(amount_cents)::int8 from ar_lines
                     where community_agent_id = ${w.communityId}) as owed,
                   (select sum(debit_cents)::int8 from gl_lines
                     where community_agent_id = ${w.communityId}) as debits,
                   (select sum(credit_cents)::int8 from gl_lines
                     where community_agent_id = ${w.communityId}) as credits`,
      ),
    }));
    expect(owners.length).toBeGreaterThan(0);
    expect(periods.length).toBeGreaterThan(0);
    const [total] = totals;
    expect(total?.debits).toBe(total?.credits);
    expect(owners.reduce((sum, r) => sum + r.balance_cents, 0)).toBe(total?.owed);
  });

  it('refuses an int8 beyond the safe integers instead of rounding it', async () => {
    const w = await ledgerWorld(h);
    const edge = await w.inTx((tx) =>
      queryParsed(
        tx,
        z.strictObject({ top: integer, bottom: integer, list: z.array(integer) }),
        sql`select 9007199254740991::int8 as top, (-9007199254740991)::int8 as bottom,
                   '{1,2,9007199254740991}'::int8[] as list`,
      ),
    );
    expect(edge).toEqual([{ top: 2 ** 53 - 1, bottom: -(2 ** 53 - 1), list: [1, 2, 2 ** 53 - 1] }]);
    // drizzle wraps the driver's error; the parser's refusal is its cause.
    const refused = await w
      .inTx((tx) => queryParsed(tx, z.unknown(), sql`select 9007199254740993::int8 as v`))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused instanceof Error ? String(refused.cause) : 'no error').toMatch(/safe integers/);
  });
});
