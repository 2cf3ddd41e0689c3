import { expect } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from './api';
import type { Harness } from './app-harness';
import type { PaymentWorld } from './cash-receipt-factories';

const D = contract.directDebit;

/** The direct-debit calls API tests make: enrol an owner's checking account, run, download. */
export function directDebitCalls(h: Harness) {
  return {
    enroll: (w: PaymentWorld, ownerId: number, routing: string, account: string, name = 'Owner') =>
      callApi(
        h.app,
        D.SaveEnrollment,
        {
          body: {
            CommunityAgentId: w.communityId,
            OwnerAgentId: ownerId,
            RoutingNumber: routing,
            AccountNumber: account,
            AccountType: 'C',
            NameOnAccount: name,
          },
        },
        w.token,
      ),
    run: (w: PaymentWorld, date: string) =>
      callApi(
        h.app,
        D.CreateRun,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            EffectiveDate: date,
          },
        },
        w.token,
      ),
    /** The text of a run's NACHA file. */
    download: async (w: PaymentWorld, runId: number) => {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/DirectDebit/DownloadRunFile/${runId}`,
        headers: { authorization: `Bearer ${w.token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    },
  };
}
