import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const communityBankAccountsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.communityBankAccounts, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./community-bank-accounts-page'),
    'CommunityBankAccountsPage',
  ),
});

export const banksCommunityRoutes = [communityBankAccountsRoute] as const;

// Company-wide screens: the selector shows 'All communities'.
const banksPortfolioRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.banksPortfolio),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./banks-portfolio-page'), 'BanksPortfolioPage'),
});

const bankProfileRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.bankProfile),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./bank-profile-page'), 'BankProfilePage'),
});

const bankAccountViewRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.bankAccountView),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./bank-account-view-page'), 'BankAccountViewPage'),
});

export const banksRoutes = [banksPortfolioRoute, bankProfileRoute, bankAccountViewRoute] as const;
