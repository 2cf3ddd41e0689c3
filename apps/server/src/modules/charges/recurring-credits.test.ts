import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { accounts, companies, eq, sql } from '@hoa/db';
import {
  AccountTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  FrequencyId,
  MethodId,
  RecurringCreditMessages,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { chargesWorld } from './charges-test-world';

const c = contract.charges;
const RC = TxnTypeId.RecurringCredits;

/** Turns the company's recurring credit flag on and signs its admin in again (the session's). */
async function withRecurringCredit(h: Harness, w: Awaited<ReturnType<typeof chargesWorld>>) {
  await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
    tx
      .update(companies)
      .set({ featureFlags: { recurringCredit: true } })
      .where(eq(companies.id, w.company.companyId)),
  );
  return signIn(h.app, w.company.admin.userName);
}

describe.each(testDatabases())('recurring credits (102) on $name', (testDb) => {
  const h = useApp(testDb);

  async function world(flagOn: boolean) {
    const w = await chargesWorld(h);
    const token = flagOn ? await withRecurringCredit(h, w) : w.token;
    const call = <
      E extends (typeof c)[keyof typeof c] | typeof contract.codes.SaveCodeWithAccountCodes,
    >(
      endpoint: E,
      request: Parameters<typeof callApi<E>>[2],
    ) => callApi(h.app, endpoint, request, token);
    const [credits] = await h.database.withTenant(
      { companyId: w.company.companyId, userId: null },
      (tx) =>
        tx
          .insert(accounts)
          .values({
            companyId: w.company.companyId,
            communityAgentId: w.communityId,
            accountNumber: '4050',
            accountName: 'Owner credits',
            accountTypeId: AccountTypeId.Income,
          })
          .returning({ id: accounts.id }),
    );
    const creditAccount = credits?.id ?? 0;
    const [one, two, three] = w.main.homes;
    if (!one || !two || !three) throw new Error('no homes');
    /** The recurring credit code RC: monthly, $25.00, receivable 1200, credit account 4050. */
    const saveCode = (changes: { FrequencyID?: number; IsRecurringCredit?: boolean } = {}) =>
      call(contract.codes.SaveCodeWithAccountCodes, {
        body: {
          communityAgentId: w.communityId,
          code: {
            TopsCodeTypeId: CodeTypeId.MiscellaneousCharge,
            CodeAlias: 'RC',
            CodeName: 'Early payment credit',
            FrequencyID: FrequencyId.Monthly,
            MethodId: MethodId.FlatDollar,
            Amount: 2_500,
            StartDate: '2026-01-01',
            IsRecurringCredit: true,
            ...changes,
            AccountCodes: [
              {
                CodeAccountTypeId: CodeAccountTypeId.Receivable,
                TopsAccountId: w.main.account.receivables,
              },
              { CodeAccountTypeId: CodeAccountTypeId.Income, TopsAccountId: creditAccount },
            ],
          },
        },
      });
    const settings = (postDate: string, enable = true) =>
      call(c.GetSettingsAsync, {
        query: {
          communityAgentId: w.communityId,
          topsTxnTypeId: RC,
          enableRecurringCredit: enable ? 'true' : 'false',
          postDate,
        },
      });
    const accrue = (PostDate: string, CodeIds?: number[]) =>
      call(c.Accrue, {
        body: {
          TopsTxnTypeId: RC,
          PostDate,
          Communities: [{ CommunityAgentId: w.communityId, ...(CodeIds ? { CodeIds } : {}) }],
        },
      });
    return { ...w, token, call, saveCode, settings, accrue, creditAccount, one, two, three };
  }

  it('refuses recurring credits while the company flag is off', async () => {
    const w = await world(false);
    const types = await w.call(c.GetTransactionTypes, {});
    expect(types.body.map((t) => t.TopsTxnTypeId)).toEqual([40, 41, 42, 43, 53]);
    const settings = await w.settings('2026-03-01');
    expect(settings.status).toBe(403);
    expect(settings.errorCode).toBe('RecurringCreditOff');
    expect(settings.errorMessage).toBe(RecurringCreditMessages.flagOff);
    const accrued = await w.accrue('2026-03-01');
    expect([accrued.status, accrued.errorCode]).toEqual([403, 'RecurringCreditOff']);
    const code = await w.saveCode();
    expect([code.status, code.errorCode]).toEqual([403, 'RecurringCreditOff']);
    // GetSettingsAsync of another run type answers as GetSettings.
    const charges = await w.call(c.GetSettingsAsync, {
      query: {
        communityAgentId: w.communityId,
        topsTxnTypeId: TxnTypeId.ApplyCharges,
        enableRecurringCredit: 'false',
        postDate: '2026-03-01',
      },
    });
    expect(charges.status).toBe(200);
    expect(charges.body.Codes.map((k) => k.CodeAlias)).toEqual(['ASMT', 'INT', 'LATE', 'SPEC']);
  });

  it('accrues and posts a month of credits: owners and ledger move by exactly the credit', async () => {
    const w = await world(true);
    const once = await w.saveCode({ FrequencyID: FrequencyId.Once });
    expect([once.status, once.errorMessage]).toEqual([400, RecurringCreditMessages.needsFrequency]);
    const saved = await w.saveCode();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ CodeAlias: 'RC', IsRecurringCredit: true, Amount: 2_500 });
    const rc = saved.body.TopsCodeId;
    // Assigned like an assessment: homes 1 and 2 carry it beside ASMT.
    for (const home of [w.one, w.two]) {
      const assigned = await w.call(c.Assign, {
        body: {
          agentId: home.propertyId,
          Assignments: [{ TopsCodeId: w.main.code.ASMT }, { TopsCodeId: rc }],
        },
      });
      expect(assigned.status).toBe(200);
    }
    const types = await w.call(c.GetTransactionTypes, {});
    expect(types.body.map((t) => t.TopsTxnTypeId)).toEqual([40, 41, 42, 43, 53, 102]);

    // March's charges first: the credit code is not a charge of apply charges (40).
    const charges = await w.call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-01',
        Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.main.code.ASMT] }],
      },
    });
    expect(charges.body.Items[0]?.TotalAmount).toBe(75_000);
    await w.call(c.PostItem, { body: { ItemIds: [charges.body.Items[0]?.TopsItemId ?? 0] } });
    const chargeCodes = await w.call(c.GetSettings, {
      query: { communityAgentId: w.communityId, topsTxnTypeId: 40, postDate: '2026-03-01' },
    });
    expect(chargeCodes.body.Codes.map((k) => k.CodeAlias)).not.toContain('RC');

    const refused = await w.settings('2026-03-01', false);
    expect([refused.status, refused.errorCode]).toEqual([403, 'RecurringCreditOff']);
    const due = await w.settings('2026-03-01');
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({
      LastApplied: null,
      PropertiesCount: 3,
      Period: { StartDate: '2026-03-01', EndDate: '2026-03-31' },
      AccruedItemId: null,
      errorMessage: null,
    });
    expect(due.body.Codes).toEqual([
      expect.objectContaining({
        TopsCodeId: rc,
        CodeAlias: 'RC',
        Amount: 2_500,
        AssignedCount: 2,
        IsDue: true,
        IsSelected: true,
      }),
    ]);

    // Accrued twice: the second run replaces the first, which can no longer be posted.
    const first = await w.accrue('2026-03-01');
    const accrued = await w.accrue('2026-03-01', [rc]);
    expect(accrued.status).toBe(200);
    expect(accrued.body.Items).toEqual([
      expect.objectContaining({
        CommunityAgentId: w.communityId,
        OwnersCount: 2,
        TotalAmount: -5_000,
      }),
    ]);
    const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;
    const stale = await w.call(c.PostItem, {
      body: { ItemIds: [first.body.Items[0]?.TopsItemId ?? 0] },
    });
    expect(stale.status).toBe(409);
    const batch = await w.call(c.GetBatchSummary, { query: { itemId } });
    expect(batch.body).toMatchObject({
      TopsTxnTypeId: RC,
      TopsStatusId: StatusId.Accrued,
      OwnersCount: 2,
      TotalAmount: -5_000,
      AccruedAmount: -5_000,
    });
    const owners = await w.call(c.GetItemAgentSummary, { query: { itemId, skip: 0, take: 10 } });
    expect(
      owners.body.Rows.map((r) => [
        r.AccountNumber,
        r.Total,
        r.Details.map((d) => [d.Amount, d.IsDebit, d.AccountID]),
      ]),
    ).toEqual([
      ['A-001', -2_500, [[2_500, false, w.creditAccount]]],
      ['A-002', -2_500, [[2_500, false, w.creditAccount]]],
    ]);

    const posted = await w.call(c.PostItem, { body: { ItemIds: [itemId] } });
    expect(posted.body).toEqual({ PostedCount: 1, TotalAmount: -5_000 });
    const [one, two, three] = [w.one.ownerId, w.two.ownerId, w.three.ownerId];
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${one}:ASMT:25000`,
      `${one}:RC:-2500`,
      `${two}:ASMT:25000`,
      `${two}:RC:-2500`,
      `${three}:ASMT:25000`,
    ]);
    // The credit account debited, the receivable credited: a charge turned around.
    expect(await w.trialBalance(w.communityId)).toEqual({
      '1200': 70_000,
      '4000': -75_000,
      '4050': 5_000,
    });
    const lines = await w.rows<{ number: string; debit: number; credit: number }>(
      sql`select a.account_number as number, l.debit_cents::int as debit, l.credit_cents::int as credit
            from gl_lines l join accounts a on a.id = l.account_id
           where l.item_id = ${itemId} order by 1`,
    );
    expect(lines).toEqual([
      { number: '1200', debit: 0, credit: 5_000 },
      { number: '4050', debit: 5_000, credit: 0 },
    ]);

    // Posted once: again is refused, and the month is done by the frequency rule.
    expect((await w.call(c.PostItem, { body: { ItemIds: [itemId] } })).status).toBe(409);
    const later = await w.settings('2026-03-20');
    expect(later.body.LastApplied).toBe('2026-03-01');
    expect(later.body.Codes).toEqual([]);
    const again = await w.accrue('2026-03-20');
    expect(again.body.Items).toEqual([
      { CommunityAgentId: w.communityId, TopsItemId: null, OwnersCount: 0, TotalAmount: 0 },
    ]);
    expect(await w.trialBalance(w.communityId)).toMatchObject({ '1200': 70_000, '4050': 5_000 });
    const april = await w.settings('2026-04-01');
    expect(april.body.Codes.map((k) => [k.CodeAlias, k.LastApplied, k.IsSelected])).toEqual([
      ['RC', '2026-03-01', true],
    ]);
  });

  it("moves the code's last applied date when the run is posted from the owner ledger", async () => {
    const w = await world(true);
    const rc = (await w.saveCode()).body.TopsCodeId;
    await w.call(c.Assign, {
      body: { agentId: w.one.propertyId, Assignments: [{ TopsCodeId: rc }] },
    });
    const accrued = await w.accrue('2026-03-01');
    const TopsItemId = accrued.body.Items[0]?.TopsItemId ?? 0;
    const posted = await callApi(h.app, contract.items.PostItem, { body: { TopsItemId } }, w.token);
    expect(posted.status).toBe(200);
    const april = await w.settings('2026-04-01');
    expect(april.body.Codes.map((k) => [k.CodeAlias, k.LastApplied])).toEqual([
      ['RC', '2026-03-01'],
    ]);
  });

  it('refuses callers without the claim and other companies', async () => {
    const w = await world(true);
    const saved = await w.saveCode();
    const rc = saved.body.TopsCodeId;
    await w.call(c.Assign, {
      body: { agentId: w.one.propertyId, Assignments: [{ TopsCodeId: rc }] },
    });
    const accrued = await w.accrue('2026-03-01');
    const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;
    expect(accrued.body.Items[0]?.TotalAmount).toBe(-2_500);

    const grant = (CanRead: boolean) => ({
      Claim: 'arapplycharges' as const,
      CanCreate: false,
      CanRead,
      CanUpdate: false,
      CanDelete: false,
    });
    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [grant(true)],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const query = {
      communityAgentId: w.communityId,
      topsTxnTypeId: RC,
      enableRecurringCredit: 'true' as const,
      postDate: '2026-03-01',
    };
    const accrueBody = {
      TopsTxnTypeId: RC,
      PostDate: '2026-03-01',
      Communities: [{ CommunityAgentId: w.communityId }],
    };
    /** The statuses of settings, accrue and post of the run, as the user of the token. */
    const statuses = async (token: string) => [
      (await callApi(h.app, c.GetSettingsAsync, { query }, token)).status,
      (await callApi(h.app, c.Accrue, { body: accrueBody }, token)).status,
      (await callApi(h.app, c.PostItem, { body: { ItemIds: [itemId] } }, token)).status,
    ];
    // Read access: the settings, but neither accrue nor post.
    expect(await statuses(readerToken)).toEqual([200, 403, 403]);
    expect((await callApi(h.app, c.GetTransactionTypes, {}, readerToken)).body).toEqual([]);
    const none = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [grant(false)],
    });
    expect(await statuses(await signIn(h.app, none.userName))).toEqual([403, 403, 403]);

    // Another company, with the flag on too: the community and the run are not its own.
    const stranger = await chargesWorld(h);
    expect(await statuses(await withRecurringCredit(h, stranger))).toEqual([404, 404, 404]);
    const left = await w.rows<{ status: number }>(
      sql`select status_id as status from items where id = ${itemId}`,
    );
    expect(left).toEqual([{ status: StatusId.Accrued }]);
  });
});
