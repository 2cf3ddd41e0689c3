export { ccrBatchRoutes } from './routes';
