import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { codes, eq, interestSettings, lateFeeSettings, queryRows, sql } from '@hoa/db';
import {
  agedUnpaidCents,
  cutoffDate,
  interestCents,
  lateFeeCents,
  LateFeeMethodIds,
  InterestMethodIds,
  monthStart,
  OwnerPaymentTxnTypeIds,
  paidWithinExclusion,
  TxnTypeId,
  type OwnerCodeLine,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { postAssessments, postOwnerItem, postPayment } from '../../../test/late-fee-factories';
import { setUpReceivables } from '../../../test/receivable-factories';

// The SQL calculators and the @hoa/domain formulas give the same cents, owner by owner, for
// every late fee method (5-9) and interest method (10-12) over a varied history.

interface Line extends OwnerCodeLine {
  owner: number;
  code: number;
  txn: number;
}

describe.each(testDatabases())(
  'late fee and interest SQL agree with the domain on $name',
  (testDb) => {
    const h = useApp(testDb);

    it('for every method', async () => {
      const company = await createTestCompany(h.database);
      const communityId = company.communityIds[0] ?? 0;
      const { companyId } = company;
      const w = await setUpReceivables(h.database, companyId, communityId, 6);
      const db = h.database;
      await postAssessments(db, companyId, communityId, w, '2026-01-01', 12_345);
      await postAssessments(db, companyId, communityId, w, '2026-02-01', 12_345);
      await postAssessments(db, companyId, communityId, w, '2026-03-01', 12_345);
      await postOwnerItem(
        db,
        companyId,
        communityId,
        TxnTypeId.ApplyCharges,
        '2026-02-15',
        w.homes.slice(0, 4).map((home, i) => ({
          ownerId: home.ownerId,
          codeId: w.code.SPEC,
          amountCents: 33_333 + i,
          accountId: w.account.income,
        })),
      );
      const pays = [0, 12_345, 30_001, 37_035, 5, 0];
      for (const [i, home] of w.homes.entries()) {
        const cents = pays[i] ?? 0;
        if (cents > 0)
          await postPayment(
            db,
            companyId,
            communityId,
            w,
            home.ownerId,
            `2026-03-0${i + 1}`,
            cents,
          );
      }
      const token = await signIn(h.app, company.admin.userName);
      const inTx = <T>(fn: Parameters<typeof db.withTenant<T>>[1]) =>
        db.withTenant({ companyId, userId: null }, fn);
      const lines = await inTx((tx) =>
        queryRows<Line>(
          tx,
          sql`select owner_agent_id::int as owner, code_id::int as code, txn_type_id as txn,
                   post_date::text as "PostDate", amount_cents::int as "AmountCents"
              from ar_lines where community_agent_id = ${communityId}`,
        ),
      );
      const selected = [w.code.ASMT, w.code.SPEC];
      const postDate = '2026-03-20';
      const accrued = async (txnTypeId: number, codeId: number) => {
        const run = await callApi(
          h.app,
          contract.charges.Accrue,
          {
            body: {
              TopsTxnTypeId: txnTypeId,
              PostDate: postDate,
              Communities: [{ CommunityAgentId: communityId, CodeIds: [codeId] }],
            },
          },
          token,
        );
        expect(run.status).toBe(200);
        const itemId = run.body.Items[0]?.TopsItemId ?? 0;
        const rows = await inTx((tx) =>
          queryRows<{ owner: number; cents: number }>(
            tx,
            sql`select ia.agent_id::int as owner, d.amount_cents::int as cents
                from item_agents ia join item_agent_details d on d.item_agent_id = ia.id
               where ia.item_id = ${itemId} order by ia.agent_id`,
          ),
        );
        return new Map(rows.map((r) => [r.owner, r.cents]));
      };
      let charged = 0;
      const expected = (perOwner: (owner: number) => number) => {
        const fees = new Map(
          w.homes
            .map((home) => [home.ownerId, perOwner(home.ownerId)] as const)
            .filter(([, cents]) => cents > 0),
        );
        charged += fees.size;
        return fees;
      };
      const linesOf = (owner: number, code: number) =>
        lines.filter((l) => l.owner === owner && l.code === code);

      for (const methodId of LateFeeMethodIds) {
        for (const [exclusionDays, currentMonthOnly] of [
          [0, false],
          [15, false],
          [10, true],
        ] as const) {
          await inTx(async (tx) => {
            await tx
              .update(codes)
              .set({ methodId, amountCents: 1_999, rate: '7.5' })
              .where(eq(codes.id, w.code.LATE));
            await tx
              .insert(lateFeeSettings)
              .values({
                companyId,
                communityAgentId: communityId,
                codeIds: selected,
                exclusionDays,
                currentMonthOnly,
              })
              .onConflictDoUpdate({
                target: lateFeeSettings.communityAgentId,
                set: { exclusionDays, currentMonthOnly },
              });
          });
          const cutoff = cutoffDate(postDate, exclusionDays);
          const from = currentMonthOnly ? monthStart(postDate) : null;
          expect(await accrued(TxnTypeId.LateFee, w.code.LATE)).toEqual(
            expected((owner) =>
              lateFeeCents(
                { MethodId: methodId, AmountCents: 1_999, Rate: '7.5' },
                selected.map((code) =>
                  agedUnpaidCents(linesOf(owner, code), postDate, cutoff, from),
                ),
              ),
            ),
          );
        }
      }

      for (const methodId of InterestMethodIds) {
        for (const [days, exclusionDays] of [
          [1, 0],
          [30, 25],
        ] as const) {
          await inTx((tx) =>
            tx
              .insert(interestSettings)
              .values({
                companyId,
                communityAgentId: communityId,
                codeIds: selected,
                days,
                exclusionDays,
                rate: '13.25',
                methodId,
              })
              .onConflictDoUpdate({
                target: interestSettings.communityAgentId,
                set: { days, exclusionDays, methodId },
              }),
          );
          const cutoff = cutoffDate(postDate, days);
          expect(await accrued(TxnTypeId.Interest, w.code.INT)).toEqual(
            expected((owner) => {
              const payments = lines
                .filter(
                  (l) =>
                    l.owner === owner &&
                    l.AmountCents < 0 &&
                    OwnerPaymentTxnTypeIds.includes(l.txn),
                )
                .map((l) => l.PostDate);
              if (paidWithinExclusion(payments, postDate, exclusionDays)) return 0;
              const base = selected
                .map((code) => agedUnpaidCents(linesOf(owner, code), postDate, cutoff))
                .reduce((a, b) => a + b, 0);
              return interestCents(methodId, base, '13.25', postDate);
            }),
          );
        }
      }
      // 15 late fee and 6 interest runs of up to 6 owners: most owners are charged something.
      expect(charged).toBeGreaterThan(60);
    });
  },
);
