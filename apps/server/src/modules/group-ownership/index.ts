export { groupOwnershipRoutes } from './routes';
