export { committeesRoutes } from './routes';
