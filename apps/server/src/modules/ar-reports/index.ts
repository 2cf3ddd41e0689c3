export { arReportsRoutes } from './routes';
