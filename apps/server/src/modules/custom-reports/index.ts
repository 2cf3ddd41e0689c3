export { customReportsRoutes } from './routes';
