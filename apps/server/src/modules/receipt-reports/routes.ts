import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { bindReport } from '../reports/index';
import { cashReceiptsRegister } from './cash-receipts-register';
import { depositSlip } from './deposit-slip';
import { lockboxReport } from './lockbox-report';
import { ownerPaymentHistory } from './owner-payment-history';

/** GET /api/Report/{Name} of the cash receipt reports: owner payments (lockbox: arlockbox). */
export function receiptReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.receiptReports;
  bindReport(app, deps, r.CashReceiptsRegister, 'arownerpayments', cashReceiptsRegister);
  bindReport(app, deps, r.DepositSlip, 'arownerpayments', depositSlip);
  bindReport(app, deps, r.OwnerPaymentHistory, 'arownerpayments', ownerPaymentHistory);
  bindReport(app, deps, r.LockboxReport, 'arlockbox', lockboxReport);
}
