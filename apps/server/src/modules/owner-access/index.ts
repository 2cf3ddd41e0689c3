export { ownerAccessRoutes } from './routes';
