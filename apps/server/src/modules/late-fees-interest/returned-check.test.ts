import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { MethodId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { balancesOf } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { accrueRun, postRun } from '../../../test/late-fee-factories';
import {
  returnedCheckWorld,
  type ReturnedCheckWorld,
} from '../../../test/returned-check-factories';

// Issue 18: a check returned NSF puts the charges it paid back with their own dates. Owner one
// paid $404.32 on Jan 5 (ASMT $250.00 of Jan 1, SPEC $154.32 of Jan 3) and the check came back on
// Jan 12 with a $30.00 NSF fee on LATE; owner two paid $250.00 for good (returned-check-factories).
// Counted as charges of Jan 12, the $404.32 was too young for a late fee and for interest, and the
// returned payment of Jan 5 left owner one out of interest as a payment within the exclusion days.

describe.each(testDatabases())(
  'late fees and interest after a returned check on $name',
  (testDb) => {
    const h = useApp(testDb);

    const accrue = (w: ReturnedCheckWorld, txnTypeId: number, postDate: string, codeId: number) =>
      accrueRun(h.app, w.token, w.communityId, { txnTypeId, postDate, codeId });
    /** Posts the run accrued and gives the owners' balances after it. */
    const postAndBalances = async (w: ReturnedCheckWorld, itemId: number | null | undefined) => {
      expect((await postRun(h.app, w.token, itemId ?? 0)).status).toBe(200);
      return [await balancesOf(w, w.one.ownerId), await balancesOf(w, w.two.ownerId)];
    };

    it('charges the late fee on the charges the returned check had paid', async () => {
      const w = await returnedCheckWorld(h);
      const saved = await callApi(
        h.app,
        contract.lateFeesInterest.SaveLateFeeSettings,
        {
          body: {
            CommunityAgentId: w.communityId,
            CodeIds: [w.code.ASMT, w.code.SPEC],
            ExclusionDays: 10,
          },
        },
        w.token,
      );
      expect(saved.status).toBe(200);

      // Jan 11, cutoff Jan 1: ASMT of Jan 1 is old enough, but on Jan 11 the check of Jan 5 still
      // stands (it comes back on Jan 12): nobody owes.
      const early = await accrue(w, TxnTypeId.LateFee, '2026-01-11', w.code.LATE);
      expect(early.status).toBe(200);
      expect(early.body.Items[0]).toMatchObject({ TopsItemId: null, TotalAmount: 0 });

      // Jan 20, cutoff Jan 10: owner one owes ASMT $250.00 (Jan 1) + SPEC $154.32 (Jan 3) =
      // $404.32 charged before the cutoff, so the flat LATE fee of $25.00 is due (was $0.00).
      // The $30.00 NSF fee is on LATE, not a chargeable code. Owner two owes nothing.
      const run = await accrue(w, TxnTypeId.LateFee, '2026-01-20', w.code.LATE);
      expect([run.status, run.errorMessage]).toEqual([200, undefined]);
      expect(run.body.Items[0]).toMatchObject({ OwnersCount: 1, TotalAmount: 2_500 });
      // LATE: the NSF fee $30.00 + the late fee $25.00.
      expect(await postAndBalances(w, run.body.Items[0]?.TopsItemId)).toEqual([
        { ASMT: 25_000, SPEC: 15_432, LATE: 5_500 },
        {},
      ]);
    });

    it('charges interest from the charges’ own dates; the returned check is no payment', async () => {
      const w = await returnedCheckWorld(h);
      const saved = await callApi(
        h.app,
        contract.lateFeesInterest.SaveInterestSettings,
        {
          body: {
            CommunityAgentId: w.communityId,
            Days: 25,
            ExclusionDays: 30,
            Rate: 18,
            MethodId: MethodId.InterestSimple,
            AllCandidates: true,
            CodeIds: [w.code.ASMT, w.code.SPEC],
          },
        },
        w.token,
      );
      expect(saved.status).toBe(200);

      // Jan 31, delinquent before Jan 6 (25 days): owner one's ASMT $250.00 (Jan 1) and SPEC
      // $154.32 (Jan 3) = $404.32; × 18 % × 31 days / 365 = 40,432 × 18 × 31 / 36,500 = 618.11
      // cents → $6.18 (was $0.00). The Jan 5 check came back on Jan 12, so owner one did not pay
      // within the 30 exclusion days; owner two did (and owes nothing).
      const run = await accrue(w, TxnTypeId.Interest, '2026-01-31', w.code.INT);
      expect([run.status, run.errorMessage]).toEqual([200, undefined]);
      expect(run.body.Items[0]).toMatchObject({ OwnersCount: 1, TotalAmount: 618 });
      expect(await postAndBalances(w, run.body.Items[0]?.TopsItemId)).toEqual([
        { ASMT: 25_000, SPEC: 15_432, LATE: 3_000, INT: 618 },
        {},
      ]);
    });
  },
);
