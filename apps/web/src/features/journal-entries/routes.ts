import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const lists = () => import('./journal-entries-pages');
const editors = () => import('./journal-entry-editor-pages');
const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntriesIndex),
  component: lazyRouteComponent(lists, 'JournalEntriesPage'),
});

const templatesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntryTemplates),
  component: lazyRouteComponent(lists, 'JournalEntryTemplatesPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntryAdd),
  component: lazyRouteComponent(editors, 'JournalEntryAddPage'),
});

const editRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntryEdit),
  component: lazyRouteComponent(editors, 'JournalEntryEditPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntryProfile),
  component: lazyRouteComponent(
    () => import('./journal-entry-profile-page'),
    'JournalEntryProfilePage',
  ),
});

const printRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.journalEntryPrint),
  component: lazyRouteComponent(
    () => import('./journal-entry-print-page'),
    'JournalEntryPrintPage',
  ),
});

export const journalEntriesCommunityRoutes = [
  indexRoute,
  templatesRoute,
  addRoute,
  editRoute,
  profileRoute,
  printRoute,
] as const;
