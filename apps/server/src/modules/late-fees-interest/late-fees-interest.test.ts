import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { codes, eq, queryRows, sql } from '@hoa/db';
import { MethodId, TxnTypeId } from '@hoa/domain';
import { addUser, createTestCompany } from '../../../test/factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { postAssessments, postPayment } from '../../../test/late-fee-factories';
import { setUpReceivables } from '../../../test/receivable-factories';

// A late fee run and an interest run on unpaid assessments, amounts worked out by hand:
// three homes charged $250.00 on Jan 1 and Feb 1; home 1 pays $500.00 on Feb 3, home 2 pays
// $99.95 on Feb 10, home 3 pays nothing.

describe.each(testDatabases())('late fee and interest runs on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const company = await createTestCompany(h.database);
    const communityId = company.communityIds[0] ?? 0;
    const w = await setUpReceivables(h.database, company.companyId, communityId, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const post = { db: h.database, companyId: company.companyId, communityId };
    await postAssessments(post.db, post.companyId, communityId, w, '2026-01-01');
    await postAssessments(post.db, post.companyId, communityId, w, '2026-02-01');
    await postPayment(post.db, post.companyId, communityId, w, one.ownerId, '2026-02-03', 50_000);
    await postPayment(post.db, post.companyId, communityId, w, two.ownerId, '2026-02-10', 9_995);
    const token = await signIn(h.app, company.admin.userName);
    const inTx = <T>(fn: Parameters<typeof h.database.withTenant<T>>[1]) =>
      h.database.withTenant({ companyId: company.companyId, userId: null }, fn);
    const balances = (codeId: number) =>
      inTx((tx) =>
        queryRows<{ owner: number; cents: number }>(
          tx,
          sql`select owner_agent_id::int as owner, balance_cents::int as cents
                from owner_code_balances where code_id = ${codeId} and balance_cents <> 0
               order by owner_agent_id`,
        ),
      );
    return { ...w, company, communityId, token, one, two, three, inTx, balances };
  }

  type World = Awaited<ReturnType<typeof world>>;

  const accrue = (w: World, txnTypeId: number, postDate: string, codeId: number) =>
    callApi(
      h.app,
      contract.charges.Accrue,
      {
        body: {
          TopsTxnTypeId: txnTypeId,
          PostDate: postDate,
          Communities: [{ CommunityAgentId: w.communityId, CodeIds: [codeId] }],
        },
      },
      w.token,
    );

  const postRun = (w: World, itemId: number) =>
    callApi(h.app, contract.charges.PostItem, { body: { ItemIds: [itemId] } }, w.token);

  it('charges late fees on unpaid balances older than the exclusion days, once a month', async () => {
    const w = await world();
    await w.inTx((tx) =>
      tx
        .update(codes)
        .set({ methodId: MethodId.LateFeeGreaterOfFlatOrPercent, rate: '10' })
        .where(eq(codes.id, w.code.LATE)),
    );
    const saved = await callApi(
      h.app,
      contract.lateFeesInterest.SaveLateFeeSettings,
      { body: { CommunityAgentId: w.communityId, CodeIds: [w.code.ASMT], ExclusionDays: 15 } },
      w.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ CodeIds: [w.code.ASMT], ExclusionDays: 15 });
    expect(saved.body.LateFeeCodes.map((c) => c.CodeAlias)).toEqual(['LATE']);

    // Feb 20, cutoff Feb 5: home 1 owes nothing; home 2 $400.05 → 10 % = $40.005 → $40.01
    // (more than $25.00); home 3 $500.00 → $50.00.
    const run = await accrue(w, TxnTypeId.LateFee, '2026-02-20', w.code.LATE);
    expect(run.status).toBe(200);
    expect(run.body.Items[0]).toMatchObject({ OwnersCount: 2, TotalAmount: 9_001 });
    const itemId = run.body.Items[0]?.TopsItemId ?? 0;
    expect((await postRun(w, itemId)).status).toBe(200);
    expect(await w.balances(w.code.LATE)).toEqual([
      { owner: w.two.ownerId, cents: 4_001 },
      { owner: w.three.ownerId, cents: 5_000 },
    ]);
    const [income] = await w.inTx((tx) =>
      queryRows<{ cents: number }>(
        tx,
        sql`select sum(credit_cents - debit_cents)::int as cents from gl_lines
             where account_id = ${w.account.lateFeeIncome}`,
      ),
    );
    expect(income?.cents).toBe(9_001);

    // Again in the same month: nothing to accrue, nothing posted.
    const again = await accrue(w, TxnTypeId.LateFee, '2026-02-27', w.code.LATE);
    expect(again.status).toBe(200);
    expect(again.body.Items[0]).toMatchObject({ TopsItemId: null, TotalAmount: 0 });
    expect(await w.balances(w.code.LATE)).toHaveLength(2);
  });

  it('charges simple interest on delinquent balances, once a month', async () => {
    const w = await world();
    const settings = {
      CommunityAgentId: w.communityId,
      Days: 30,
      ExclusionDays: 0,
      Rate: 18,
      MethodId: MethodId.InterestSimple,
      AllCandidates: true,
      CodeIds: [w.code.ASMT],
    };
    const saved = await callApi(
      h.app,
      contract.lateFeesInterest.SaveInterestSettings,
      { body: settings },
      w.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Days: 30, Rate: 18, MethodId: MethodId.InterestSimple });

    // Mar 5, delinquent before Feb 3 (30 days): home 2 $400.05 × 18 % × 31 / 365 = $6.1158 →
    // $6.12; home 3 $500.00 × 18 % × 31 / 365 = $7.6438 → $7.64; home 1 owes nothing.
    const run = await accrue(w, TxnTypeId.Interest, '2026-03-05', w.code.INT);
    expect(run.status).toBe(200);
    expect(run.body.Items[0]).toMatchObject({ OwnersCount: 2, TotalAmount: 612 + 764 });
    expect((await postRun(w, run.body.Items[0]?.TopsItemId ?? 0)).status).toBe(200);
    expect(await w.balances(w.code.INT)).toEqual([
      { owner: w.two.ownerId, cents: 612 },
      { owner: w.three.ownerId, cents: 764 },
    ]);
    const again = await accrue(w, TxnTypeId.Interest, '2026-03-31', w.code.INT);
    expect(again.body.Items[0]).toMatchObject({ TopsItemId: null, TotalAmount: 0 });

    // Only chosen properties, and owners who paid within the exclusion days, are left out.
    const picked = await callApi(
      h.app,
      contract.lateFeesInterest.SaveInterestSettings,
      {
        body: {
          ...settings,
          ExclusionDays: 60,
          AllCandidates: false,
          PropertyIds: [w.two.propertyId, w.three.propertyId],
        },
      },
      w.token,
    );
    expect(picked.status).toBe(200);
    const april = await accrue(w, TxnTypeId.Interest, '2026-04-01', w.code.INT);
    // Home 2 paid on Feb 10, within 60 days of Apr 1; home 3: $500.00 × 18 % × 30 / 365 = $7.40.
    expect(april.body.Items[0]).toMatchObject({ OwnersCount: 1, TotalAmount: 740 });
  });

  it('validates the settings with the spec’s messages', async () => {
    const w = await world();
    const save = (body: Record<string, unknown>) =>
      callApi(
        h.app,
        contract.lateFeesInterest.SaveInterestSettings,
        {
          body: {
            CommunityAgentId: w.communityId,
            Days: 30,
            ExclusionDays: 0,
            Rate: 18,
            MethodId: MethodId.InterestSimple,
            AllCandidates: true,
            CodeIds: [w.code.ASMT],
            ...body,
          },
        },
        w.token,
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ CodeIds: [] }, 'At least 1 code must be selected.'],
      [{ Days: null }, 'Days cannot be empty.'],
      [{ Days: 366 }, 'Days must be between 1 and 365.'],
      [{ MethodId: null }, 'Must select an interest method.'],
      [{ Rate: 0 }, 'Invalid interest rate.'],
      [{ Rate: 365.5 }, 'Invalid interest rate.'],
      [{ ExclusionDays: 366 }, 'Exclusion days must be between 0 and 365.'],
      [{ AllCandidates: false, PropertyIds: [] }, 'At least 1 property must be selected.'],
      [{ CodeIds: [w.code.INT] }, 'Simple interest cannot be charged on interest codes.'],
      [{ CodeIds: [w.code.PP] }, 'Only charge codes of this community can be selected.'],
    ];
    for (const [body, message] of cases) {
      const result = await save(body);
      expect([result.status, result.errorMessage]).toEqual([400, message]);
    }
    expect(
      (await save({ MethodId: MethodId.InterestCompound, CodeIds: [w.code.INT] })).status,
    ).toBe(200);

    const lateFee = (ExclusionDays: number, CodeIds: number[]) =>
      callApi(
        h.app,
        contract.lateFeesInterest.SaveLateFeeSettings,
        { body: { CommunityAgentId: w.communityId, CodeIds, ExclusionDays } },
        w.token,
      );
    expect((await lateFee(366, [w.code.ASMT])).errorMessage).toBe(
      'Exclusion days must be between 0 and 365.',
    );
    expect((await lateFee(0, [])).errorMessage).toBe('At least one Code must be selected.');

    // A run without settings is refused before anything is written.
    const fresh = await accrue(w, TxnTypeId.LateFee, '2026-02-20', w.code.LATE);
    expect([fresh.status, fresh.errorMessage]).toEqual([
      422,
      'At least one Code must be selected.',
    ]);
  });

  it('pages interest candidates by 10 with a search term', async () => {
    const w = await world();
    const page = await callApi(
      h.app,
      contract.lateFeesInterest.GetInterestCandidates,
      { query: { communityAgentId: w.communityId, skip: 1, take: 10 } },
      w.token,
    );
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.Candidates.map((c) => c.PropertyID)).toEqual([
      w.two.propertyId,
      w.three.propertyId,
    ]);
    const found = await callApi(
      h.app,
      contract.lateFeesInterest.GetInterestCandidates,
      { query: { communityAgentId: w.communityId, searchTerm: 'A-003' } },
      w.token,
    );
    expect(found.body).toMatchObject({
      TotalCount: 1,
      Candidates: [{ PropertyID: w.three.propertyId }],
    });
  });

  it('refuses callers without the claim (403) and other companies’ communities (404)', async () => {
    const w = await world();
    const other = await createTestCompany(h.database);
    const outsider = await signIn(h.app, other.admin.userName);
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.company.communityIds,
      grants: [],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const query = { communityAgentId: w.communityId };
    for (const endpoint of [
      contract.lateFeesInterest.GetInterestSettings,
      contract.lateFeesInterest.GetLateFeeSettings,
      contract.lateFeesInterest.GetInterestCandidates,
    ] as const) {
      expect((await callApi(h.app, endpoint, { query }, clerkToken)).status).toBe(403);
      expect((await callApi(h.app, endpoint, { query }, outsider)).status).toBe(404);
    }
    const body = { CommunityAgentId: w.communityId, CodeIds: [w.code.ASMT], ExclusionDays: 0 };
    expect(
      (await callApi(h.app, contract.lateFeesInterest.SaveLateFeeSettings, { body }, clerkToken))
        .status,
    ).toBe(403);
    expect(
      (await callApi(h.app, contract.lateFeesInterest.SaveLateFeeSettings, { body }, outsider))
        .status,
    ).toBe(404);
  });
});
