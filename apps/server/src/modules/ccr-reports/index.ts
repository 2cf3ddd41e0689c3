export { ccrReportsRoutes } from './routes';
