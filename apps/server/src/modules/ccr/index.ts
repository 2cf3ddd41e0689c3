export { ccrRoutes } from './routes';
