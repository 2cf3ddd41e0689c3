import { describe, expect, it } from 'vitest';
import { contract, type SaveAdjustmentBody } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import {
  adjustmentWorld,
  ownerBalances,
  postOwnerItem,
  trialBalance,
  writtenCounts,
  type AdjustmentWorld,
} from '../../../test/adjustment-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const A = contract.adjustments;

describe.each(testDatabases())('adjustments on $name', (testDb) => {
  const h = useApp(testDb);
  const save = (w: AdjustmentWorld, body: SaveAdjustmentBody, token = w.token) =>
    callApi(h.app, A.SaveAdjustment, { body }, token);
  const home = (w: AdjustmentWorld, i: number) => {
    const found = w.homes[i];
    if (!found) throw new Error('no home');
    return found;
  };
  const one = (w: AdjustmentWorld, txn: number, lines: SaveAdjustmentBody['Adjustment']) => ({
    TopsTxnTypeId: txn,
    CommunityAgentId: w.communityId,
    PropertyAgentId: home(w, 0).propertyId,
    PostDate: '2026-03-20',
    Adjustment: lines,
  });

  it('waives a late fee and adds charges in a batch; balances and trial balance agree to the cent', async () => {
    const w = await adjustmentWorld(h);
    const [h1, h2, h3] = [home(w, 0), home(w, 1), home(w, 2)];
    await postOwnerItem(h, w, TxnTypeId.LateFee, '2026-03-16', [
      {
        ownerId: h1.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    const codes = await callApi(
      h.app,
      A.GetAgentParentCodesAndBalances,
      { query: { communityAgentId: w.communityId, propertyAgentId: h1.propertyId } },
      w.token,
    );
    expect(codes.status).toBe(200);
    expect(codes.body.OwnerAgentId).toBe(h1.ownerId);
    expect(codes.body.Codes.find((c) => c.CodeAlias === 'LATE')).toMatchObject({
      Balance: 2_500,
      DebitAccountId: w.account.receivables,
      CreditAccountId: w.account.lateFeeIncome,
    });

    const waive = await save(
      w,
      one(w, TxnTypeId.Waive, [{ CodeID: w.code.LATE, TotalAmount: 2_500 }]),
    );
    expect(waive.status).toBe(200);
    expect(waive.body).toMatchObject({
      TopsStatusId: StatusId.Posted,
      TxnTypeName: 'Waive charge',
      TotalAmount: 2_500,
    });
    expect(waive.body.Lines[0]).toMatchObject({
      CodeAlias: 'LATE',
      IsWaived: true,
      DebitAccountId: w.account.lateFeeIncome,
      CreditAccountId: w.account.receivables,
      Balance: 0,
    });

    const batch = await callApi(
      h.app,
      A.PostBatchAdjustment,
      {
        body: {
          TransactionTypeId: 45,
          CommunityId: w.communityId,
          PostDate: '2026-03-25',
          MethodSelectionAmount: 2,
          MethodSelectionOwner: 1,
          Adjustment: [
            {
              CodeID: w.code.SPEC,
              Owners: [
                { PropertyId: h1.propertyId, Amount: 10_000, CurrentBalance: 0 },
                { PropertyId: h2.propertyId, Amount: 0, CurrentBalance: 0 },
                { PropertyId: h3.propertyId, Amount: 7_550, CurrentBalance: 0 },
              ],
            },
          ],
        },
      },
      w.token,
    );
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ TopsTxnTypeId: 45, OwnerCount: 2, TotalAmount: 17_550 });

    // By hand: ASMT 250.00 × 3; LATE 25.00 charged and waived; SPEC 100.00 + 75.50.
    expect(await ownerBalances(h, w)).toEqual({
      [`${h1.ownerId}:${w.code.ASMT}`]: 25_000,
      [`${h2.ownerId}:${w.code.ASMT}`]: 25_000,
      [`${h3.ownerId}:${w.code.ASMT}`]: 25_000,
      [`${h1.ownerId}:${w.code.SPEC}`]: 10_000,
      [`${h3.ownerId}:${w.code.SPEC}`]: 7_550,
    });
    expect(await trialBalance(h, w)).toEqual({
      [w.account.receivables]: 92_550,
      [w.account.income]: -92_550,
    });

    const index = await callApi(
      h.app,
      A.GetAdjustments,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(index.body.Items.map((i) => [i.TopsTxnTypeId, i.OwnerCount, i.TotalAmount])).toEqual([
      [45, 2, 17_550],
      [46, 1, 2_500],
    ]);
  });

  it('refuses adjustments with the spec’s messages and writes nothing', async () => {
    const w = await adjustmentWorld(h);
    const { cash, prepaid } = w.account;
    const before = await writtenCounts(h, w);
    const cases: [SaveAdjustmentBody, string][] = [
      [
        one(w, TxnTypeId.PrepaidAdjustment, [
          { CodeID: w.code.PP, TotalAmount: 500, DebitAccountId: cash },
        ]),
        'One or more Prepaid Adjustments do not have General Ledger Accounts.',
      ],
      [
        one(w, TxnTypeId.PrepaidAdjustment, [
          {
            CodeID: w.code.PP,
            TotalAmount: 500,
            IsOwnerRefund: true,
            DebitAccountId: cash,
            CreditAccountId: prepaid,
          },
        ]),
        'Owner Refund amounts must be negative.',
      ],
      [
        one(w, TxnTypeId.AddCharge, [{ CodeID: w.code.SPEC, TotalAmount: -100 }]),
        'The total of an added charge must be at least 0.',
      ],
      [
        one(w, TxnTypeId.Waive, [{ CodeID: w.code.ASMT, TotalAmount: 25_001 }]),
        'make sure adjustment amount: 250.01 is not greater than the balance: 250.00',
      ],
      [
        one(w, TxnTypeId.Waive, [{ CodeID: w.code.ASMT, TotalAmount: -100 }]),
        'make sure adjustment amount: -1.00 is not greater than the balance: 250.00',
      ],
      [
        one(w, TxnTypeId.AddCharge, [{ CodeID: w.code.SPEC, TotalAmount: 0 }]),
        'The adjustment has no lines with an amount.',
      ],
      [
        one(w, TxnTypeId.ApplyCharges, [{ CodeID: w.code.SPEC, TotalAmount: 100 }]),
        'The transaction type is not an adjustment type.',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await save(w, body);
      expect([result.status, result.errorMessage]).toEqual([400, message]);
    }
    const batch = (amounts: number[], txn: 45 | 46) =>
      callApi(
        h.app,
        A.PostBatchAdjustment,
        {
          body: {
            TransactionTypeId: txn,
            CommunityId: w.communityId,
            PostDate: '2026-03-25',
            MethodSelectionAmount: 2,
            MethodSelectionOwner: 1,
            Adjustment: [
              {
                CodeID: w.code.ASMT,
                Owners: amounts.map((Amount, i) => ({
                  PropertyId: home(w, i).propertyId,
                  Amount,
                  CurrentBalance: 25_000,
                })),
              },
            ],
          },
        },
        w.token,
      );
    expect((await batch([0, 0, 0], 45)).errorMessage).toBe(
      'Please make sure all Payments have an Amount.',
    );
    // One bad line (over the balance) refuses the whole batch.
    const bad = await batch([10_000, 25_000, 30_000], 46);
    expect([bad.status, bad.errorMessage]).toEqual([
      400,
      'make sure adjustment amount: 300.00 is not greater than the balance: 250.00',
    ]);
    expect(await writtenCounts(h, w)).toEqual(before);
  });

  it('saves an adjustment for review, posts it once, and stores a request once per key', async () => {
    const w = await adjustmentWorld(h);
    const body = {
      ...one(w, TxnTypeId.AddCharge, [{ CodeID: w.code.SPEC, TotalAmount: 4_000 }]),
      IsPosted: false,
      IdempotencyKey: 'adj-key-0001',
    };
    const saved = await save(w, body);
    expect(saved.body).toMatchObject({ TopsStatusId: StatusId.Accrued, StatusName: 'Accrued' });
    expect((await save(w, body)).body.TopsItemId).toBe(saved.body.TopsItemId);
    expect((await trialBalance(h, w))[w.account.receivables]).toBe(75_000);

    const post = () =>
      callApi(h.app, A.PostAdjustment, { body: { TopsItemId: saved.body.TopsItemId } }, w.token);
    expect((await post()).body.TopsStatusId).toBe(StatusId.Posted);
    expect((await trialBalance(h, w))[w.account.receivables]).toBe(79_000);
    const again = await post();
    expect([again.status, again.errorMessage]).toEqual([
      409,
      'Only an accrued adjustment can be posted.',
    ]);
  });

  it('posts prepaid, beginning balance, accelerated charge and accelerated waive adjustments', async () => {
    const w = await adjustmentWorld(h);
    const h1 = home(w, 0);
    const { cash, prepaid, retained } = w.account;
    const credit = await save(
      w,
      one(w, TxnTypeId.PrepaidAdjustment, [
        { CodeID: w.code.PP, TotalAmount: 5_000, DebitAccountId: cash, CreditAccountId: prepaid },
      ]),
    );
    expect(credit.status).toBe(200);
    const refund = await save(
      w,
      one(w, TxnTypeId.PrepaidAdjustment, [
        {
          CodeID: w.code.PP,
          TotalAmount: -2_000,
          IsOwnerRefund: true,
          DebitAccountId: prepaid,
          CreditAccountId: cash,
        },
      ]),
    );
    expect(refund.body.Lines[0]).toMatchObject({
      TotalAmount: -2_000,
      DebitAccountId: prepaid,
      CreditAccountId: cash,
    });
    const wrongSide = await save(
      w,
      one(w, TxnTypeId.PrepaidAdjustment, [
        { CodeID: w.code.PP, TotalAmount: 100, DebitAccountId: cash, CreditAccountId: cash },
      ]),
    );
    expect(wrongSide.errorMessage).toBe(
      'The prepaid side of the adjustment must be the account of the code PP.',
    );
    const beginning = await save(
      w,
      one(w, TxnTypeId.BeginningBalanceAdjustment, [{ CodeID: w.code.ASMT, TotalAmount: -1_234 }]),
    );
    expect(beginning.body.Lines[0]).toMatchObject({
      TotalAmount: -1_234,
      DebitAccountId: retained,
    });

    await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      tx.execute(
        `update charge_assignments set accelerated_start_date = '2026-04-01', accelerated_end_date = '2026-12-31' where agent_id = ${h1.propertyId}`,
      ),
    );
    const rows = await callApi(
      h.app,
      A.GetAcceleratedCharges,
      { query: { communityAgentId: w.communityId, propertyAgentId: h1.propertyId } },
      w.token,
    );
    expect(rows.body.Rows).toMatchObject([
      {
        Alias: 'ASMT',
        Frequency: 'Monthly',
        AcceleratedPeriods: 9,
        Periods: 12,
        Amount: 25_000,
        Balance: 23_766,
      },
    ]);
    const tooMany = await save(
      w,
      one(w, TxnTypeId.AcceleratedCharge, [
        { CodeID: w.code.ASMT, TotalAmount: 0, NumberOfPeriods: 10 },
      ]),
    );
    expect(tooMany.errorMessage).toBe('The code ASMT has 9 period(s) left to accelerate.');
    const charge = await save(
      w,
      one(w, TxnTypeId.AcceleratedCharge, [
        { CodeID: w.code.ASMT, TotalAmount: 0, NumberOfPeriods: 3 },
      ]),
    );
    expect(charge.body.TotalAmount).toBe(75_000);
    const overWaive = await save(
      w,
      one(w, TxnTypeId.AcceleratedWaive, [{ CodeID: w.code.ASMT, TotalAmount: 75_001 }]),
    );
    expect(overWaive.errorMessage).toBe(
      'make sure adjustment amount: 750.01 is not greater than the balance: 750.00',
    );
    expect(
      (
        await save(
          w,
          one(w, TxnTypeId.AcceleratedWaive, [{ CodeID: w.code.ASMT, TotalAmount: 25_000 }]),
        )
      ).status,
    ).toBe(200);

    // By hand: ASMT 250.00 − 12.34 + 750.00 − 250.00 = 737.66; PP −50.00 + 20.00 = −30.00.
    const balances = await ownerBalances(h, w);
    expect(balances[`${h1.ownerId}:${w.code.ASMT}`]).toBe(73_766);
    expect(balances[`${h1.ownerId}:${w.code.PP}`]).toBe(-3_000);
    const tb = await trialBalance(h, w);
    expect(tb[cash]).toBe(3_000);
    expect(tb[prepaid]).toBe(-3_000);
    expect(tb[retained]).toBe(1_234);
    expect(tb[w.acceleratedAccount]).toBe(-50_000);
    expect(tb[w.account.receivables]).toBe(75_000 - 1_234 + 50_000);
  });

  it('needs the claim (403) and hides another company’s community and adjustments (404)', async () => {
    const w = await adjustmentWorld(h);
    const noClaim = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('property')],
    });
    const token = await signIn(h.app, noClaim.userName);
    const body = one(w, TxnTypeId.AddCharge, [{ CodeID: w.code.SPEC, TotalAmount: 100 }]);
    expect((await save(w, body, token)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          A.GetAdjustments,
          { query: { communityAgentId: w.communityId } },
          token,
        )
      ).status,
    ).toBe(403);

    const posted = await save(w, body);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await save(w, body, otherToken)).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          A.GetAdjustmentsProfile,
          { query: { itemId: posted.body.TopsItemId } },
          otherToken,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          A.PostAdjustment,
          { body: { TopsItemId: posted.body.TopsItemId } },
          otherToken,
        )
      ).status,
    ).toBe(404);
  });
});
