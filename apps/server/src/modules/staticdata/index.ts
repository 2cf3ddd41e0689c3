export { staticDataRoutes } from './routes';
