export { activityRoutes } from './routes';
export { queryPage, type PagedQuery, type PageOf } from './paged-query';
export {
  itemAgentDetailOf,
  itemAgentDetailsJson,
  itemHeaderOf,
  type ItemJson,
} from './item-graph-parts';
