import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.messageBatchesIndex),
  component: lazyRouteComponent(() => import('./message-batches-page'), 'MessageBatchesPage'),
});

const newRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.messageBatchNew),
  component: lazyRouteComponent(() => import('./new-batch-page'), 'NewBatchPage'),
});

const editorRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.messageBatchEditor),
  component: lazyRouteComponent(() => import('./batch-editor-page'), 'BatchEditorPage'),
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.messageBatchReview),
  component: lazyRouteComponent(() => import('./batch-review-page'), 'BatchReviewPage'),
});

// Spec 3 §2's letter detail is not under /community: it names its community itself.
const letterDetailRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.letterDetail),
  component: lazyRouteComponent(() => import('./batch-review-page'), 'LetterDetailPage'),
});

// The print orders of every community the caller may open: the selector shows 'All communities'.
const printQueueRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.printQueue),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./print-queue-page'), 'PrintQueuePage'),
});

export const messageBatchesCommunityRoutes = [
  indexRoute,
  newRoute,
  editorRoute,
  reviewRoute,
] as const;
export const messageBatchesRoutes = [letterDetailRoute, printQueueRoute] as const;
