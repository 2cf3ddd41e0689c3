export { ownerAccessRoutes } from './routes';
export { portalUri } from './portal-status';
