import { describe, expect, it } from 'vitest';
import { queryRows, sql } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { ledgerWorld } from '../../../test/owner-ledger-factories';
import { agedBalancesSql } from './aged-balances';

describe.each(testDatabases())('aged balances on $name', (testDb) => {
  const h = useApp(testDb);

  it('sums cents exactly where a float sum would lose them', async () => {
    const w = await ledgerWorld(h);
    const home = w.homes[0];
    if (!home) throw new Error('no home');
    // Lines beyond what the API takes (imported books): 2^53 − 1 and 2 charged, 2^53 − 3 paid.
    const rows = await w.inTx(async (tx) => {
      for (const [cents, type] of [
        [2 ** 53 - 1, TxnTypeId.AddCharge],
        [2, TxnTypeId.AddCharge],
        [-(2 ** 53 - 3), TxnTypeId.CashReceiptsManual],
      ] as const) {
        await tx.execute(
          sql`insert into ar_lines (company_id, community_agent_id, owner_agent_id, code_id, item_id,
                                    txn_type_id, post_date, amount_cents)
              values (${w.companyId}, ${w.communityId}, ${home.ownerId}, ${w.code.SPEC},
                      ${w.item.march}, ${type}, '2026-05-01', ${String(cents)}::bigint)`,
        );
      }
      return queryRows<{ owner_agent_id: unknown; code_id: unknown; total_cents: unknown }>(
        tx,
        agedBalancesSql(w.communityId, '2026-05-31'),
      );
    });
    const spec = rows.find(
      (r) => Number(r.owner_agent_id) === home.ownerId && Number(r.code_id) === w.code.SPEC,
    );
    expect(String(spec?.total_cents)).toBe('4');
  });
});
