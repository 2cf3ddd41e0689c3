export { ownerMergeRoutes } from './routes';
