export { portalRequestsRoutes } from './routes';
