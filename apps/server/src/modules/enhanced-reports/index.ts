export { enhancedReportsRoutes } from './routes';
