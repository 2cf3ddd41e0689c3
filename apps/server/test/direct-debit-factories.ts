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

/** The bank's return file for the given entries of a generated file, each with `code`. */
export function returnFile(text: string, traces: readonly string[], code: string): string {
  const lines = text
    .trimEnd()
    .split('\n')
    .filter((l) => !/^9{94}$/.test(l));
  const out: string[] = [];
  for (const l of lines) {
    const trace = l.slice(79);
    if (l.startsWith('6') && traces.includes(trace)) {
      out.push(`${l.slice(0, 78)}1${trace}`);
      out.push(`799${code}${trace}${' '.repeat(6)}${l.slice(3, 11)}${' '.repeat(44)}${trace}`);
    } else if (l.startsWith('8')) {
      out.push(
        `${l.slice(0, 4)}${String(Number(l.slice(4, 10)) + traces.length).padStart(6, '0')}${l.slice(10)}`,
      );
    } else if (l.startsWith('9')) {
      out.push(
        `${l.slice(0, 13)}${String(Number(l.slice(13, 21)) + traces.length).padStart(8, '0')}${l.slice(21)}`,
      );
    } else out.push(l);
  }
  while (out.length % 10 !== 0) out.push('9'.repeat(94));
  return out.join('\n');
}
