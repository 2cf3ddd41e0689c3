export { lateFeesInterestRoutes } from './routes';
