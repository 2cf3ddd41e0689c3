import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const importRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.bankStatementImport),
  component: lazyRouteComponent(() => import('./statement-import-page'), 'StatementImportPage'),
});

const statementRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.bankStatement),
  component: lazyRouteComponent(() => import('./bank-statement-page'), 'BankStatementPage'),
});

export const bankStatementsCommunityRoutes = [importRoute, statementRoute] as const;
