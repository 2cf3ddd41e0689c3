import { BalanceComparisonIds, DeliveryPreferenceId, MaxMoneyCents } from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { booleanParam, idParam, isoDate } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// The AR family of reports (spec 3 §2 'Reports', §7 'Reports'): GET /api/Report/{Name} (and
// /api/OwnerBalanceSummaryReport/Get), the rows as JSON without `format`, the file with it (PDF 0,
// xls 1, xlsx 2, Word 3). Money cells are cents.

export const ArReportQuery = z.strictObject({
  communityAgentId: idParam,
  asOfDate: isoDate.optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Filtered owner balance: balance {operator} amount; operators 2-7 of spec 3 §9. */
  balanceOperatorId: z.coerce.number().pipe(z.literal(BalanceComparisonIds)).optional(),
  /** Cents. */
  balanceAmount: z.coerce.number().int().min(-MaxMoneyCents).max(MaxMoneyCents).optional(),
  /** Owner activity: show removed transactions too (the deleted-item access flag). */
  includeDeleted: booleanParam.optional(),
  /** Owner communication preferences: only the owners preferring Print 1 or Email 2; absent, all. */
  deliveryPreferenceId: z.coerce
    .number()
    .pipe(z.literal([DeliveryPreferenceId.Print, DeliveryPreferenceId.Email]))
    .optional(),
  ...ReportAnswerParams,
});
export type ArReportQuery = z.input<typeof ArReportQuery>;

/** The shape of a report call; each endpoint writes its own literal path. */
const report = (summary: string) =>
  ({
    method: 'GET',
    summary: `${summary} (the file when format is given)`,
    query: ArReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }) as const;

export const arReports = {
  AgedOwnerBalanceDetail: endpoint({
    path: '/api/Report/AgedOwnerBalanceDetail',
    access: { claim: 'owner', level: 'read' },
    ...report(
      'Owner balances by code aged current, 30, 60, 90+ days, credits paying the oldest charges first',
    ),
  }),
  CollectionStatus: endpoint({
    path: '/api/Report/CollectionStatus',
    ...report('Owners with their latest collection action'),
    access: { claim: 'owner', level: 'read' },
  }),
  OwnerARActivity: endpoint({
    path: '/api/Report/OwnerARActivity',
    ...report('Owners’ beginning balance, charges, credits, ending'),
    access: { claim: 'owner', level: 'read' },
  }),
  OwnerBalance: endpoint({
    path: '/api/Report/OwnerBalance',
    ...report('Owner balances, prepaid and net, as of a date'),
    access: { claim: 'owner', level: 'read' },
  }),
  FilteredOwnerBalance: endpoint({
    path: '/api/Report/FilteredOwnerBalance',
    ...report('Owner balances passing a comparison with an amount'),
    access: { claim: 'owner', level: 'read' },
  }),
  PrepaidOwners: endpoint({
    path: '/api/Report/PrepaidOwners',
    ...report('Owners with a prepaid balance'),
    access: { claim: 'owner', level: 'read' },
  }),
  RecurringChargeSettings: endpoint({
    path: '/api/Report/RecurringChargeSettings',
    ...report('Charge codes assigned to each property'),
    access: { claim: 'owner', level: 'read' },
  }),
  GetAccountsReceivableSummary: endpoint({
    path: '/api/Report/GetAccountsReceivableSummary',
    ...report('The receivable per code, aged'),
    access: { claim: 'owner', level: 'read' },
  }),
  OwnerActivity: endpoint({
    path: '/api/Report/OwnerActivity',
    ...report('Owner transactions with the running balance'),
    access: { claim: 'owner', level: 'read' },
  }),
  // Its own controller (spec 3 §7 'GET /OwnerBalanceSummaryReport/Get'), the family's query.
  OwnerBalanceSummary: endpoint({
    method: 'GET',
    path: '/api/OwnerBalanceSummaryReport/Get',
    access: { claim: 'owner', level: 'read' },
    summary:
      'Per charge code the total owners owe and how many owe it, prepaid credits and the net, as of a date; the Owner Balance report’s totals (the file when format is given)',
    query: ArReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }),
  // Spec 3 §7 lists GET /Report/OwnerCommunicationPreferences and also names POST
  // /Report/RenderOwnerCommunicationPreferenceReport: that is the file of this same report, which
  // this call answers with `format` (PDF 0, xlsx 1 and 2, Word 3), so it has no endpoint of its own.
  OwnerCommunicationPreferences: endpoint({
    path: '/api/Report/OwnerCommunicationPreferences',
    ...report(
      'The billed owners’ delivery preference (Print or Email), primary email and whether it is valid, and whether a mailing address is on file, with counts',
    ),
    access: { claim: 'owner', level: 'read' },
  }),
};
