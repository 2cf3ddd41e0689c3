import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Company-wide screens: banks serve every community, the selector shows 'All communities'.
const page = <P extends string>(pattern: P) => ({
  getParentRoute: () => authedRoute,
  path: routerPath(pattern),
  staticData: { allowAllCommunities: true },
});

const settingsRoute = createRoute({
  ...page(SiteMap.bankIntegrationSettings),
  component: lazyRouteComponent(() => import('./bank-integration-page'), 'BankIntegrationPage'),
});

const logsRoute = createRoute({
  ...page(SiteMap.bankLogs),
  component: lazyRouteComponent(() => import('./bank-logs-page'), 'BankLogsPage'),
});

const scanLineRoute = createRoute({
  ...page(SiteMap.checkScanLineSettings),
  component: lazyRouteComponent(() => import('./scan-line-page'), 'ScanLinePage'),
});

const lockboxIdsRoute = createRoute({
  ...page(SiteMap.lockboxAccountsSettings),
  component: lazyRouteComponent(() => import('./lockbox-ids-page'), 'LockboxIdsPage'),
});

const validationExportRoute = createRoute({
  ...page(SiteMap.validationExport),
  component: lazyRouteComponent(() => import('./validation-export-page'), 'ValidationExportPage'),
});

export const bankIntegrationRoutes = [
  settingsRoute,
  logsRoute,
  scanLineRoute,
  lockboxIdsRoute,
  validationExportRoute,
] as const;
