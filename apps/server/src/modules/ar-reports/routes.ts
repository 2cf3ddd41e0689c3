import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import type { AppDeps } from '../../http/request-context';
import { bindReport } from '../reports/index';
import { accountsReceivableSummary } from './get-accounts-receivable-summary';
import { agedOwnerBalanceDetail } from './aged-owner-balance-detail';
import { collectionStatusReport } from './collection-status';
import { ownerActivityReport, ownerArActivityReport } from './owner-activity-reports';
import {
  filteredOwnerBalanceReport,
  ownerBalanceReport,
  prepaidOwnersReport,
} from './owner-balance';
import { ownerBalanceSummaryReport } from './owner-balance-summary';
import { ownerCommunicationPreferencesReport } from './owner-communication-preferences';
import { recurringChargeSettingsReport } from './recurring-charge-settings';

/** GET /api/Report/{Name} (and OwnerBalanceSummaryReport/Get) of the AR family: read access to owner profiles and the community. */
export function arReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = contract.arReports;
  bindReport(app, deps, r.AgedOwnerBalanceDetail, 'owner', agedOwnerBalanceDetail);
  bindReport(app, deps, r.CollectionStatus, 'owner', collectionStatusReport);
  bindReport(app, deps, r.OwnerARActivity, 'owner', ownerArActivityReport);
  bindReport(app, deps, r.OwnerBalance, 'owner', ownerBalanceReport);
  bindReport(app, deps, r.FilteredOwnerBalance, 'owner', filteredOwnerBalanceReport);
  bindReport(app, deps, r.PrepaidOwners, 'owner', prepaidOwnersReport);
  bindReport(app, deps, r.RecurringChargeSettings, 'owner', recurringChargeSettingsReport);
  bindReport(app, deps, r.GetAccountsReceivableSummary, 'owner', accountsReceivableSummary);
  bindReport(app, deps, r.OwnerActivity, 'owner', ownerActivityReport);
  bindReport(app, deps, r.OwnerBalanceSummary, 'owner', ownerBalanceSummaryReport);
  bindReport(
    app,
    deps,
    r.OwnerCommunicationPreferences,
    'owner',
    ownerCommunicationPreferencesReport,
  );
}
