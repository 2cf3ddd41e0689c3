export { activityRoutes } from './routes';
export { queryPage, type PagedQuery, type PageOf } from './paged-query';
export {
  itemAgentDetailOf,
  itemLinesByParty,
  itemHeaderOf,
  type ItemJson,
} from './item-graph-parts';
// The activity report reads a community's feed as the feed call does.
export { readFeed } from './feed-query';
export { communityFeedScope } from './feed-scope';
