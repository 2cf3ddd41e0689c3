import { contract } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from './api';
import type { Harness } from './app-harness';
import {
  paymentWorld,
  postCharge,
  receiveCheck,
  type PaymentWorld,
} from './cash-receipt-factories';
import type { Home } from './receivable-factories';

// A check that came back, worked out by hand (2026, two homes, the codes of setUpReceivables):
//  - Jan 1: ASMT $250.00 charged to both owners; Jan 3: SPEC $154.32 charged to owner one.
//  - Jan 5: owner one pays $404.32 by check, which pays ASMT $250.00 and SPEC $154.32; owner two
//    pays $250.00, which pays ASMT.
//  - Jan 12: owner one's check comes back NSF (44) with a $30.00 NSF fee on LATE.
// From Jan 12 owner one owes $434.32: ASMT $250.00 open since Jan 1, SPEC $154.32 since Jan 3
// (the charges the check paid, with their own dates) and the LATE fee $30.00 since Jan 12.
// Owner two owes nothing.

export interface ReturnedCheckWorld extends PaymentWorld {
  one: Home;
  two: Home;
  /** Owner one's returned payment and its NSF. */
  paymentItemId: number;
  nsfItemId: number;
}

export async function returnedCheckWorld(h: Harness): Promise<ReturnedCheckWorld> {
  const w = await paymentWorld(h, 2);
  const [one, two] = w.homes;
  if (!one || !two) throw new Error('no homes');
  for (const home of [one, two]) {
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-01-01', [
      {
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
  }
  await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-01-03', [
    { ownerId: one.ownerId, codeId: w.code.SPEC, amountCents: 15_432, accountId: w.account.income },
  ]);
  const paymentItemId = await receiveCheck(h, w, {
    ownerId: one.ownerId,
    cents: 40_432,
    date: '2026-01-05',
    checkNumber: '1001',
  });
  await receiveCheck(h, w, {
    ownerId: two.ownerId,
    cents: 25_000,
    date: '2026-01-05',
    checkNumber: '2001',
  });
  const nsf = await callApi(
    h.app,
    contract.cashReceipts.AddPaymentReversal,
    {
      body: {
        PaymentItemId: paymentItemId,
        TopsTxnTypeId: TxnTypeId.Nsf,
        EventDate: '2026-01-12',
        NsfFeeCodeId: w.code.LATE,
        NsfFeeAmount: 3_000,
        Post: true,
      },
    },
    w.token,
  );
  if (nsf.status !== 200 || nsf.body.TopsStatusId !== StatusId.Posted)
    throw new Error(`NSF: ${nsf.status} ${nsf.errorMessage ?? ''}`);
  return { ...w, one, two, paymentItemId, nsfItemId: nsf.body.TopsItemId };
}
