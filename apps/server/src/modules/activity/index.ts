export { activityRoutes } from './routes';
export { queryPage, type PagedQuery, type PageOf } from './paged-query';
