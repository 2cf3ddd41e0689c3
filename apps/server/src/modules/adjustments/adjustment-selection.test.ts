import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { and, chargeAssignments, codeAccounts, codes, costCenters, eq } from '@hoa/db';
import {
  CodeAccountTypeId,
  CodeTypeId,
  ExternalChargeSampleFileName,
  externalChargeSampleCsv,
} from '@hoa/domain';
import { adjustmentWorld, ownerBalances, writtenCounts } from '../../../test/adjustment-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';

const A = contract.adjustments;
const csv = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe.each(testDatabases())('adjustment owner selection and import on $name', (testDb) => {
  const h = useApp(testDb);
  const names = (r: { body: { Owners: { OwnerName: string }[] } }) =>
    r.body.Owners.map((o) => o.OwnerName);

  it('selects owners by ranges, section and cost center, with their balance of the code', async () => {
    const w = await adjustmentWorld(h);
    const get = (extra: Record<string, string>) =>
      callApi(
        h.app,
        A.GetAdjustmentOwner,
        {
          query: { CommunityId: w.communityId, CodeId: w.code.ASMT, OrderBy: 1, ...extra },
        },
        w.token,
      );
    const all = await get({});
    expect(all.status).toBe(200);
    expect(all.body.Owners.map((o) => [o.AccountNumber, o.CurrentBalance])).toEqual([
      ['A-001', 25_000],
      ['A-002', 25_000],
      ['A-003', 25_000],
    ]);
    expect(names(await get({ AccountNumberStart: 'A-002', AccountNumberEnd: 'A-003' }))).toEqual([
      'Owner2 Home002',
      'Owner3 Home003',
    ]);
    expect(names(await get({ StreetNumberStart: '100', StreetNumberEnd: '101' }))).toHaveLength(2);
    expect(names(await get({ LotNumberStart: '3', LotNumberEnd: '3' }))).toEqual([
      'Owner3 Home003',
    ]);
    expect(names(await get({ LastNameStart: 'home001', LastNameEnd: 'Home001' }))).toEqual([
      'Owner1 Home001',
    ]);
    expect(names(await get({ StreetNameStart: 'M', StreetNameEnd: 'O' }))).toHaveLength(3);

    const { section, center } = await h.database.withTenant(
      { companyId: w.companyId, userId: null },
      async (tx) => {
        const [s] = await tx
          .insert(codes)
          .values({
            companyId: w.companyId,
            communityAgentId: w.communityId,
            codeTypeId: CodeTypeId.Section,
            codeAlias: 'SEC1',
            codeName: 'Section one',
          })
          .returning({ id: codes.id });
        const [c] = await tx
          .insert(costCenters)
          .values({
            companyId: w.companyId,
            communityAgentId: w.communityId,
            costCenterNumber: 'CC2',
            costCenterName: 'Phase two',
          })
          .returning({ id: costCenters.id });
        const sectionId = s?.id ?? 0;
        const centerId = c?.id ?? 0;
        await tx.insert(chargeAssignments).values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          agentId: w.homes[1]?.propertyId ?? 0,
          codeId: sectionId,
        });
        await tx.insert(chargeAssignments).values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          agentId: w.homes[2]?.propertyId ?? 0,
          codeId: w.code.SPEC,
        });
        await tx
          .update(codeAccounts)
          .set({ costCenterId: centerId })
          .where(
            and(
              eq(codeAccounts.codeId, w.code.SPEC),
              eq(codeAccounts.codeAccountTypeId, CodeAccountTypeId.Income),
            ),
          );
        return { section: sectionId, center: centerId };
      },
    );
    const bySection = await callApi(
      h.app,
      A.GetAdjustmentOwnerBySectionId,
      {
        query: { communityId: w.communityId, codeId: w.code.ASMT, sectionId: section, orderBy: 1 },
      },
      w.token,
    );
    expect(names(bySection)).toEqual(['Owner2 Home002']);
    const byCenter = await callApi(
      h.app,
      A.GetAdjustmentOwnerByCostCenterId,
      {
        query: {
          communityId: w.communityId,
          codeId: w.code.ASMT,
          costCategoryId: center,
          orderBy: 1,
        },
      },
      w.token,
    );
    expect(names(byCenter)).toEqual(['Owner3 Home003']);
    const filters = await callApi(
      h.app,
      A.GetAdjustmentOwnerFilters,
      { query: { communityId: w.communityId } },
      w.token,
    );
    expect(filters.body).toMatchObject({
      Sections: [{ CodeAlias: 'SEC1' }],
      CostCenters: [{ CostCenterNumber: 'CC2' }],
      StreetNames: ['Oak Street'],
    });

    const available = await callApi(
      h.app,
      A.GetAdjustmentAvailableCharges,
      { query: { communityId: w.communityId, txnType: 45 } },
      w.token,
    );
    expect(available.body.Codes.map((c) => [c.CodeAlias, c.IsAutoAdded])).toEqual([
      ['ASMT', false],
      ['INT', true],
      ['LATE', true],
      ['SPEC', false],
    ]);
  });

  it('imports external charges: a file with errors posts nothing and pages its rows with their errors', async () => {
    const w = await adjustmentWorld(h);
    const before = await writtenCounts(h, w);
    const rows = [
      'AccountNumber,CodeAlias,Amount,Description',
      'A-001,SPEC,100.00,Gate remote',
      'A-009,SPEC,5.00,',
      'A-002,NOPE,5.00,',
      'A-003,SPEC,abc,',
      ...Array.from({ length: 8 }, (_, i) => `A-00${(i % 3) + 1},LATE,1.0${i},`),
    ];
    const bad = await callApi(
      h.app,
      A.PostImportedExternalCharges,
      {
        body: {
          CommunityAgentId: w.communityId,
          PostDate: '2026-03-28',
          FileName: 'charges.csv',
          FileContent: csv(rows.join('\n')),
        },
      },
      w.token,
    );
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      TotalRows: 12,
      ErrorRows: 3,
      TopsItemId: null,
      TotalCount: 12,
    });
    expect(bad.body.Rows).toHaveLength(10);
    expect(bad.body.Rows.slice(0, 4).map((r) => r.ErrorText)).toEqual([
      null,
      'No property with account number A-009 in this community.',
      'No charge code NOPE in this community.',
      'Amount must be above 0, written like 1234.56.',
    ]);
    expect(await writtenCounts(h, w)).toEqual(before);
    const page = await callApi(
      h.app,
      A.GetExternalPropertyChargesImportResult,
      { query: { importId: bad.body.ImportId, skip: 10, take: 10 } },
      w.token,
    );
    expect(page.body.Rows.map((r) => r.RowNumber)).toEqual([12, 13]);

    const good = await callApi(
      h.app,
      A.PostImportedExternalCharges,
      {
        body: {
          CommunityAgentId: w.communityId,
          PostDate: '2026-03-28',
          FileName: 'charges.csv',
          FileContent: csv(
            'AccountNumber,CodeAlias,Amount\nA-001,SPEC,100.00\nA-003,LATE,$12.50\n',
          ),
        },
      },
      w.token,
    );
    expect(good.body).toMatchObject({ ErrorRows: 0, TotalRows: 2 });
    const item = await callApi(
      h.app,
      A.GetAdjustmentsProfile,
      { query: { itemId: good.body.TopsItemId ?? 0 } },
      w.token,
    );
    expect(item.body).toMatchObject({ TopsTxnTypeId: 72, TopsStatusId: 4, TotalAmount: 11_250 });
    const balances = await ownerBalances(h, w);
    expect(balances[`${w.homes[0]?.ownerId}:${w.code.SPEC}`]).toBe(10_000);
    expect(balances[`${w.homes[2]?.ownerId}:${w.code.LATE}`]).toBe(1_250);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const hidden = await callApi(
      h.app,
      A.GetExternalPropertyChargesImportResult,
      { query: { importId: bad.body.ImportId } },
      otherToken,
    );
    expect(hidden.status).toBe(404);
  });

  it('reads the sample file the import offers without an error: its example row posts', async () => {
    const w = await adjustmentWorld(h);
    const sample = await callApi(
      h.app,
      A.PostImportedExternalCharges,
      {
        body: {
          CommunityAgentId: w.communityId,
          PostDate: '2026-03-28',
          FileName: ExternalChargeSampleFileName,
          FileContent: csv(externalChargeSampleCsv()),
        },
      },
      w.token,
    );
    expect(sample.status).toBe(200);
    expect(sample.body).toMatchObject({ TotalRows: 1, ErrorRows: 0 });
    expect(sample.body.Rows.map((r) => [r.AccountNumber, r.CodeAlias, r.ErrorText])).toEqual([
      ['A-001', 'SPEC', null],
    ]);
    expect(sample.body.TopsItemId).not.toBeNull();
  });
});
