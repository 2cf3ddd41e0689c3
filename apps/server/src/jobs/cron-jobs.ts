import { runInvoiceTemplateSchedules } from '../modules/ap-invoices/index';
import { remindArchitecturalApprovers } from '../modules/architectural-requests/index';
import { runViolationLadder } from '../modules/ccr/index';
import { refreshDigitalPayments } from '../modules/digital-payments/index';
import { noticeAutopayDrafts } from '../modules/portal-autopay/index';
import { recoverCardPayments } from '../modules/portal-payments/index';
import { runDueTransfers } from '../modules/funds-transfer/index';
import { rollUpLedgerBalances } from '../modules/gl/index';
import { alertOverdueWorkOrders } from '../modules/work-orders/index';
import { expireIdempotencyKeys } from './idempotency-key-expiry';
import type { CronJob } from './types';

/**
 * Periodic work across companies, registered by startJobs. Another entry is one line: a name, a
 * five-field pattern (server time zone) and a function (database, asOf) => Promise.
 */
export const cronJobs: readonly CronJob[] = [
  { name: 'digital-payments-refresh', pattern: '*/15 * * * *', run: refreshDigitalPayments },
  { name: 'invoice-template-schedules', pattern: '0 5 * * *', run: runInvoiceTemplateSchedules },
  // Future-dated funds transfers post early on their day (spec 2 §5 'pending transfers').
  { name: 'due-funds-transfers', pattern: '5 0 * * *', run: runDueTransfers },
  // Violations take their due level: letters queued, fines posted (issue 20, the ladder).
  { name: 'violation-ladder', pattern: '15 1 * * *', run: runViolationLadder },
  // Architectural requests' decision clock: reminders to approvers who have not voted (issue 21).
  { name: 'architectural-reminders', pattern: '30 7 * * *', run: remindArchitecturalApprovers },
  // Work orders past their service-level clock: one mail a day to each assignee (issue 22).
  { name: 'work-order-overdue-alerts', pattern: '0 7 * * *', run: alertOverdueWorkOrders },
  // Autopay owners are mailed the amount three days before each draft (issue 23).
  { name: 'autopay-draft-notices', pattern: '0 6 * * *', run: noticeAutopayDrafts },
  // Owners' card payments left charging (charged, not yet posted) are completed, once.
  { name: 'card-payment-recovery', pattern: '*/5 * * * *', run: recoverCardPayments },
  // Postings' balance deltas folded into daily and period rollups, outside the postings (issue 27).
  { name: 'ledger-balance-rollup', pattern: '* * * * *', run: rollUpLedgerBalances },
  // Idempotency keys and their answers are kept 30 days, as the API description says.
  { name: 'idempotency-key-expiry', pattern: '40 2 * * *', run: expireIdempotencyKeys },
];
