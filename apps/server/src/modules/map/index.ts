export { mapRoutes } from './routes';
