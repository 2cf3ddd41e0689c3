import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agents, eq } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import { callApi } from '../../../test/api';
import { testDatabases } from '../../../test/databases';
import { ledgerWorld } from '../../../test/owner-ledger-factories';

const O = contract.ownerLedger;

describe.each(testDatabases())('owner activity and history options on $name', (testDb) => {
  const h = useApp(testDb);

  it('isZeroBalanceForward starts the running balance at zero; includeHistoricTransactions brings an earlier owner’s lines', async () => {
    // Owner one: ASMT $250.00 on Mar 1, Apr 1 and May 1, a $300.00 waive on Apr 15.
    const w = await ledgerWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const activity = (query: Record<string, string>) =>
      callApi(
        h.app,
        O.GetOwnerActivity,
        { query: { agentId: String(one.propertyId), startDate: '2026-04-01', ...query } },
        w.token,
      );
    const brought = await activity({});
    expect(brought.body.OpeningBalance).toBe(25_000);
    expect(brought.body.Rows.map((r) => r.Balance)).toEqual([50_000, 20_000, 45_000]);
    const zero = await activity({ isZeroBalanceForward: 'true' });
    expect(zero.status, zero.errorMessage).toBe(200);
    expect(zero.body.OpeningBalance).toBe(0);
    expect(zero.body.Rows.map((r) => r.Balance)).toEqual([25_000, -5_000, 20_000]);
    expect(zero.body.ClosingBalance).toBe(20_000);

    // A resale: owner one becomes a previous owner and a new primary owner takes the property.
    await w.inTx(async (tx) => {
      await tx
        .update(agents)
        .set({ agentTypeId: AgentTypeId.PreviousOwner })
        .where(eq(agents.id, one.ownerId));
      await tx.insert(agents).values({
        companyId: w.companyId,
        agentTypeId: AgentTypeId.PrimaryOwner,
        parentAgentId: one.propertyId,
        communityAgentId: w.communityId,
      });
    });
    const current = await activity({});
    expect(current.body.OpeningBalance).toBe(0);
    expect(current.body.Rows).toEqual([]);
    const historic = await activity({ includeHistoricTransactions: 'true' });
    expect(historic.body.OpeningBalance).toBe(25_000);
    expect(historic.body.Rows.map((r) => [r.PostDate, r.Amount])).toEqual([
      ['2026-04-01', 25_000],
      ['2026-04-15', -30_000],
      ['2026-05-01', 25_000],
    ]);
    expect(historic.body.ClosingBalance).toBe(45_000);

    const workbook = async (payload: Record<string, unknown>) => {
      const file = await h.app.inject({
        method: 'POST',
        url: O.GetOwnerHistory.path,
        headers: { authorization: `Bearer ${w.token}` },
        payload: { propertyAgentId: one.propertyId, endDate: '2026-05-31', ...payload },
      });
      expect(file.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const values: unknown[] = [];
      book.worksheets[0]?.eachRow((row) => {
        row.eachCell((cell) => values.push(cell.value));
      });
      return values;
    };
    const range = { startDate: '2026-04-01' };
    expect(await workbook(range)).not.toContain(450);
    const withHistory = await workbook({ ...range, includeHistoricTransactions: true });
    expect(withHistory).toContain(250); // brought forward
    expect(withHistory).toContain(450); // the ending balance
    const zeroForward = await workbook({
      ...range,
      includeHistoricTransactions: true,
      isZeroBalanceForward: true,
    });
    expect(zeroForward).toContain(200); // ending balance counted from zero
    expect(zeroForward).not.toContain(450);
  });
});
